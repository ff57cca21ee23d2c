import type { UserProfileConfig } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { userProfileKeys } from "@/shared/api/user-profile-keys";
import { realmSettingsKeys } from "./keys";

/** A change to the user profile configuration, applied to what the server holds at save time. */
export type UserProfileChange = (stored: UserProfileConfig) => UserProfileConfig;

/**
 * Saves a change to the realm's user profile configuration. The server replaces the whole
 * configuration on every save, so the change is applied to a fresh read of it, not to the copy a
 * page loaded: attributes, groups and the policy that others changed meanwhile stay.
 *
 * @example
 * const update = useUpdateUserProfile();
 * await update.mutateAsync((stored) => ({ ...stored, groups: [...(stored.groups ?? []), group] }));
 */
export function useUpdateUserProfile() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UserProfileChange) => {
      const stored = await client.users.getProfile({ realm });
      await client.users.updateProfile({ realm, ...change(stored) });
    },
    // The users section's forms are drawn from the profile: they follow what was saved at once.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: realmSettingsKeys.userProfile(realm) }),
        queryClient.invalidateQueries({ queryKey: userProfileKeys.usersOfRealm(realm) }),
      ]),
  });
}
