import type { QueryClient } from "@tanstack/react-query";
import { groupPickerKeys } from "@/shared/group-picker/api/keys";
import { groupsKeys } from "./keys";

/**
 * Reloads what a change to the tree touches: every list of groups, the groups themselves (their
 * sub-group counts and paths) and the group picker's levels and searches.
 */
export async function invalidateTree(queryClient: QueryClient, realm: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: groupsKeys.all(realm) }),
    queryClient.invalidateQueries({ queryKey: groupPickerKeys.all(realm) }),
  ]);
}
