import type { PhaseTwoOrganizationRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { AttributesForm } from "@/shared/ui/attributes/attributes-form";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { useUpdateExtOrganization } from "../api/use-update-ext-organization";

/**
 * The organization's attributes (which the extension also searches by), saved with the rest of
 * the organization as it was loaded, since the server replaces it as a whole. Read-only without
 * manage-organizations.
 */
export function AttributesTab({
  organization,
  canManage,
}: {
  organization: PhaseTwoOrganizationRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateExtOrganization(organization.id ?? "");
  return (
    <AttributesForm
      attributes={organization.attributes}
      save={(attributes) => update.mutateAsync({ ...organization, attributes })}
      isSaving={update.isPending}
      canEdit={canManage}
      maxLength={storedTextLimit}
      texts={{
        label: t("extOrganizations.attributes.label"),
        keyLabel: t("extOrganizations.attributes.key"),
        valueLabel: t("extOrganizations.attributes.value"),
        addLabel: t("extOrganizations.attributes.add"),
        saved: t("extOrganizations.attributes.saved"),
      }}
      saveErrorKey="extOrganizations.attributes.saveError"
    />
  );
}
