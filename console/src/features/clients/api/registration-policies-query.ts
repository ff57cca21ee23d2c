import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/** The component type of client registration policies. */
export const registrationPolicyType =
  "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy";

/**
 * The realm's client registration policies, anonymous and authenticated together: one request,
 * which both sub-tabs read and split by `subType`.
 */
export function registrationPoliciesQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: clientsKeys.registrationPolicies(realm),
    queryFn: (): Promise<ComponentRepresentation[]> =>
      client.components.find({ realm, type: registrationPolicyType }),
    staleTime: 10_000,
  });
}
