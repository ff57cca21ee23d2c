import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useIsFeatureEnabled } from "@/shared/api/console-data";
import { Feature } from "@/shared/api/features";
import { useRealm } from "@/shared/api/realm";
import { EditForm } from "@/shared/ui/form/edit-form";
import { Skeleton } from "@patternfly/react-core";
import { useUpdateUnmanagedPolicy } from "../api/use-update-unmanaged-policy";
import { userProfileQuery } from "../api/user-profile-query";
import { generalFormValues, generalRealmChanges, type GeneralFormValues } from "../form-state";
import type { RealmTabProps } from "../realm-tab";
import { useRealmTabForm } from "../use-realm-tab-form";
import { GeneralFields } from "./general-fields";

/**
 * The realm's names, its frontend address, HTTPS requirement, ACR to level mapping, the realm-wide
 * switches the server's features offer, and the user profile's policy for undeclared attributes.
 */
export function GeneralTab({ realm, canManage }: RealmTabProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realmName = useRealm();
  const profile = useQuery(userProfileQuery(client, realmName));
  if (profile.isPending) return <Skeleton screenreaderText={t("realmSettings.loading")} />;
  return (
    <GeneralForm
      // Remount once the policy is read again after a save.
      key={profile.data?.unmanagedAttributePolicy ?? "DISABLED"}
      realm={realm}
      canManage={canManage}
      policy={profile.data?.unmanagedAttributePolicy}
      // Without the profile (a refused read) the policy cannot be shown, so it is not offered.
      hasPolicy={profile.isSuccess}
    />
  );
}

function GeneralForm({
  realm,
  canManage,
  policy,
  hasPolicy,
}: RealmTabProps & { policy: string | undefined; hasPolicy: boolean }) {
  const updatePolicy = useUpdateUnmanagedPolicy();
  const features = {
    organizations: useIsFeatureEnabled(Feature.Organization),
    adminPermissions: useIsFeatureEnabled(Feature.AdminFineGrainedAuthzV2),
    verifiableCredentials: useIsFeatureEnabled(Feature.Oid4vcVci),
  };
  const defaults = generalFormValues(realm, policy);
  const { editForm } = useRealmTabForm<GeneralFormValues>({
    realm,
    canManage,
    defaultValues: defaults,
    toChanges: (values) => generalRealmChanges(values, realm),
    afterSave: async (values) => {
      if (hasPolicy && values.unmanagedAttributePolicy !== defaults.unmanagedAttributePolicy) {
        await updatePolicy.mutateAsync(values.unmanagedAttributePolicy);
      }
    },
    isSavingElsewhere: updatePolicy.isPending,
  });

  return (
    <EditForm {...editForm}>
      <GeneralFields
        realm={realm}
        isDisabled={!canManage}
        features={features}
        hasPolicy={hasPolicy}
      />
    </EditForm>
  );
}
