import type { GroupRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { organizationsKeys } from "./keys";

/** The key of the organization's groups at one level: the top (no parent) or under a group. */
export const groupLevelKey = (realm: string, orgId: string, parentId: string | undefined) => [
  ...organizationsKeys.groups(realm, orgId),
  "level",
  parentId ?? "",
];

/**
 * The organization's groups at one level, a page at a time; whole representations, since a
 * rename sends the group back as loaded and must not drop its description or attributes.
 */
export function groupsQuery(
  client: AdminClient,
  realm: string,
  orgId: string,
  parentId: string | undefined,
): TableQuery<GroupRepresentation> {
  const groups = client.organizations.groups(orgId);
  return {
    queryKey: groupLevelKey(realm, orgId, parentId),
    loader: ({ first, max }, signal) =>
      parentId === undefined
        ? groups.find({ realm, first, max, briefRepresentation: false }, { signal })
        : groups.listSubGroups(
            { realm, parentId, first, max, briefRepresentation: false },
            { signal },
          ),
    staleTime: 10_000,
  };
}
