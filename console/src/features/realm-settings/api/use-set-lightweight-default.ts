import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import {
  withLightweightPolicy,
  withLightweightProfile,
} from "../client-policies/client-policies-state";
import { clientPoliciesKeys } from "./client-policies-keys";

export interface LightweightDefaultChange {
  on: boolean;
  /** Translated descriptions stored with the profile and the policy. */
  profileDescription: string;
  policyDescription: string;
}

/**
 * Turns lightweight access tokens for every client on or off. A policy may only name profiles
 * that exist, so the profile is added before the policy and removed after it.
 */
export function useSetLightweightDefault() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ on, profileDescription, policyDescription }: LightweightDefaultChange) => {
      const changeProfiles = async () => {
        const latest = await client.clientPolicies.listProfiles({ realm });
        await client.clientPolicies.createProfiles({
          realm,
          profiles: withLightweightProfile(latest.profiles ?? [], on, profileDescription),
        });
      };
      const changePolicies = async () => {
        const latest = await client.clientPolicies.listPolicies({ realm });
        await client.clientPolicies.updatePolicy({
          realm,
          policies: withLightweightPolicy(latest.policies ?? [], on, policyDescription),
        });
      };
      if (on) {
        await changeProfiles();
        await changePolicies();
      } else {
        await changePolicies();
        await changeProfiles();
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientPoliciesKeys.all(realm) }),
  });
}
