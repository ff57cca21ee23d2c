import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { uiPageProviderType } from "@/shared/api/features";
import { pageSectionKeys } from "./keys";

/**
 * The items of one server-provided page: the realm's components of the UI page type (children of
 * the realm itself) whose provider is `providerId`. One request; the server has no paging here.
 */
export function pageItemsQuery(
  client: AdminClient,
  realm: string,
  realmId: string,
  providerId: string,
) {
  return queryOptions({
    queryKey: pageSectionKeys.list(realm, realmId, providerId),
    queryFn: async () => {
      const components = await client.components.find({
        realm,
        parent: realmId,
        type: uiPageProviderType,
      });
      return components.filter((component) => component.providerId === providerId);
    },
    staleTime: 10_000,
  });
}
