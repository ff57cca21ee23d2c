import type { GroupRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { organizationsKeys } from "./keys";

export type GroupChange =
  | { kind: "create"; parentId: string | undefined; group: GroupRepresentation }
  | { kind: "update"; id: string; group: GroupRepresentation }
  | { kind: "delete"; id: string };

/**
 * Creates one of the organization's groups (at the top or under a parent), renames one or deletes
 * one with everything below it; every list of the organization's groups reloads afterwards.
 */
export function useGroupChanges(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: GroupChange) => {
      const groups = client.organizations.groups(orgId);
      switch (change.kind) {
        case "create":
          if (change.parentId === undefined) await groups.create({ realm, ...change.group });
          else await groups.createChildGroup({ realm, id: change.parentId }, change.group);
          return;
        case "update":
          await groups.update({ realm, id: change.id }, change.group);
          return;
        case "delete":
          await groups.del({ realm, id: change.id });
      }
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: organizationsKeys.groups(realm, orgId) }),
  });
}
