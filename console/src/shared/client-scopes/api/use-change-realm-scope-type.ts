import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { ClientScopeType } from "../client-scope-type";
import { changeRealmScopeType } from "./change-realm-scope-type";
import { clientScopesKeys } from "./keys";

export interface RealmScopeTypeChange {
  id: string;
  from: ClientScopeType;
  to: ClientScopeType;
}

/**
 * Changes whether new clients of the realm get a scope as default, optional or not at all:
 * takes it off its current list, then puts it on the new one.
 */
export function useChangeRealmScopeType() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RealmScopeTypeChange) => changeRealmScopeType(client, realm, change),
    // Also after a failure: the removal may have gone through before the addition failed.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: clientScopesKeys.realmTypes(realm) }),
  });
}
