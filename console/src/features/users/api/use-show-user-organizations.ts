import { useAccess } from "@/shared/access/access-context";
import { isOrganizationsEnabled } from "@/shared/access/rules";
import { useIsFeatureEnabled, useRealmRepresentation } from "@/shared/api/console-data";
import { Feature } from "@/shared/api/features";

/**
 * Whether the user page shows an organizations tab: the server has the feature, the admin may
 * manage the realm (only then do organizations count as enabled) and the realm has organizations
 * switched on.
 */
export function useShowUserOrganizations(): boolean {
  const access = useAccess();
  const featureEnabled = useIsFeatureEnabled(Feature.Organization);
  const realmRepresentation = useRealmRepresentation();
  return (
    isOrganizationsEnabled(featureEnabled, access) &&
    realmRepresentation?.organizationsEnabled === true
  );
}
