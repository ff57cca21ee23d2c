import type { QueryClient } from "@tanstack/react-query";
import { groupPickerKeys } from "@/shared/group-picker/api/keys";
import { roleMappingKeys } from "@/shared/role-mapping/api/keys";
import { groupsKeys } from "./keys";

/**
 * Reloads what a change to the tree touches: every list of groups, the groups themselves (their
 * sub-group counts and paths), the group picker's levels and searches, and role mappings (members
 * inherit other roles once their group moves or goes).
 */
export async function invalidateTree(queryClient: QueryClient, realm: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: groupsKeys.all(realm) }),
    queryClient.invalidateQueries({ queryKey: groupPickerKeys.all(realm) }),
    queryClient.invalidateQueries({ queryKey: roleMappingKeys.all(realm) }),
  ]);
}
