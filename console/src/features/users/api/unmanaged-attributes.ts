import type { UserRepresentation } from "@gatehouse/admin-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient, type AdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { MultiValueMap } from "@/shared/lib/key-value";
import { usersKeys } from "./keys";

/** How the realm's user profile treats attributes it does not declare, for the attributes tab. */
export type UnmanagedAccess = "hidden" | "view" | "edit";

/** The profile's `unmanagedAttributePolicy`: unset means unmanaged attributes are off. */
export function unmanagedAccessOf(policy: string | undefined): UnmanagedAccess {
  switch (policy) {
    case "ENABLED":
    case "ADMIN_EDIT":
      return "edit";
    case "ADMIN_VIEW":
      return "view";
    default:
      return "hidden";
  }
}

/** The realm's unmanaged-attribute policy, read from its user profile configuration. */
export function unmanagedPolicyQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: [...usersKeys.all(realm), "unmanaged-policy"] as const,
    queryFn: async () =>
      unmanagedAccessOf((await client.users.getProfile({ realm })).unmanagedAttributePolicy),
    staleTime: 60_000,
  });
}

/**
 * The user's unmanaged attributes. Asked of the server rather than worked out as "the user's
 * attributes minus the profile's names": the server alone knows which declared attributes apply to
 * this user (selectors, permissions), and it leaves out what the policy hides. Kept under the
 * user's key, so saving the user reloads it.
 */
export function unmanagedAttributesQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: [...usersKeys.user(realm, id), "unmanaged-attributes"] as const,
    queryFn: () => client.users.getUnmanagedAttributes({ realm, id }),
    staleTime: 10_000,
  });
}

/**
 * The user to save with new unmanaged attributes: the stored user, its managed attributes as they
 * are (the server would otherwise clear them), the previous unmanaged ones replaced by `next`
 * (so a removed row removes the attribute), without the parts the server fills in.
 */
export function withUnmanagedAttributes(
  stored: UserRepresentation,
  previous: MultiValueMap,
  next: MultiValueMap,
): UserRepresentation {
  const { userProfileMetadata: _metadata, access: _access, attributes = {}, ...user } = stored;
  const merged = new Map(
    Object.entries(attributes).filter(([name]) => !Object.hasOwn(previous, name)),
  );
  for (const [name, values] of Object.entries(next)) merged.set(name, values);
  return { ...user, attributes: Object.fromEntries(merged) };
}

/** Saves the user with new unmanaged attributes; reloads the user, its attributes and the lists. */
export function useSaveUnmanagedAttributes(user: UserRepresentation) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  const id = user.id ?? "";
  return useMutation({
    mutationFn: ({ previous, next }: { previous: MultiValueMap; next: MultiValueMap }) =>
      client.users.update({ realm, id }, withUnmanagedAttributes(user, previous, next)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.lists(realm) }),
      ]),
  });
}
