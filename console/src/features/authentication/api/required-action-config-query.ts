import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { requiredActionsTabKeys } from "./required-actions-tab-keys";

export interface RequiredActionConfig {
  /** The settings the action offers; none for an action without settings. */
  properties: ConfigPropertyRepresentation[];
  /** What the realm stored for it; empty while it uses its defaults. */
  config: Record<string, string>;
}

/**
 * One action's settings, read when its dialog opens rather than for every row: the list would
 * otherwise cost a request per action. The stored values are only asked of actions that have
 * settings.
 */
export function requiredActionConfigQuery(client: AdminClient, realm: string, alias: string) {
  return queryOptions({
    queryKey: requiredActionsTabKeys.config(realm, alias),
    queryFn: async (): Promise<RequiredActionConfig> => {
      const description = await client.authenticationManagement.getRequiredActionConfigDescription({
        realm,
        alias,
      });
      const properties = description.properties ?? [];
      if (properties.length === 0) return { properties, config: {} };
      const stored = await client.authenticationManagement.getRequiredActionConfig({
        realm,
        alias,
      });
      return { properties, config: stored.config ?? {} };
    },
    staleTime: 0,
  });
}
