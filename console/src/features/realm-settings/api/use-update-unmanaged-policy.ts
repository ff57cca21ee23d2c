import { UnmanagedAttributePolicy, type UserProfileConfig } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { userProfileKeys } from "@/shared/api/user-profile-keys";
import type { UnmanagedPolicyChoice } from "../form-state";
import { realmSettingsKeys } from "./keys";

/** The policy as the server stores it; off is no policy at all. */
const storedPolicy: Record<UnmanagedPolicyChoice, UnmanagedAttributePolicy | undefined> = {
  DISABLED: undefined,
  ENABLED: UnmanagedAttributePolicy.Enabled,
  ADMIN_VIEW: UnmanagedAttributePolicy.AdminView,
  ADMIN_EDIT: UnmanagedAttributePolicy.AdminEdit,
};

/**
 * Sets the user profile's policy for undeclared attributes: the configuration is read again and
 * sent back whole with only the policy changed, so attributes and groups edited elsewhere stay.
 * Off is the policy left out.
 */
export function useUpdateUnmanagedPolicy() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (policy: UnmanagedPolicyChoice) => {
      const { unmanagedAttributePolicy: _old, ...rest } = await client.users.getProfile({ realm });
      const stored = storedPolicy[policy];
      const config: UserProfileConfig =
        stored === undefined ? rest : { ...rest, unmanagedAttributePolicy: stored };
      await client.users.updateProfile({ realm, ...config });
    },
    // The users section shows unmanaged attributes by this policy.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: realmSettingsKeys.userProfile(realm) }),
        queryClient.invalidateQueries({ queryKey: userProfileKeys.unmanagedPolicy(realm) }),
      ]),
  });
}
