import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

export interface RequiredActionOption {
  key: string;
  value: string;
}

/** The realm's enabled required actions, as select options (alias → name). */
export function requiredActionsQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: usersKeys.requiredActions(realm),
    queryFn: async (): Promise<RequiredActionOption[]> => {
      const actions = await client.authenticationManagement.getRequiredActions({ realm });
      return actions
        .filter((action) => action.enabled === true && action.alias !== undefined)
        .map((action) => ({ key: action.alias ?? "", value: action.name ?? action.alias ?? "" }));
    },
    staleTime: 5 * 60_000,
  });
}
