import type { OrganizationRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { AttributesForm } from "@/shared/ui/attributes/attributes-form";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { useUpdateOrganization } from "../api/use-update-organization";

export interface AttributesTabProps {
  organization: OrganizationRepresentation;
  canManage: boolean;
}

/**
 * The organization's attributes, saved with the rest of the organization as it was loaded (the
 * server replaces it as a whole). Read-only without manage-users.
 */
export function AttributesTab({ organization, canManage }: AttributesTabProps) {
  const { t } = useTranslation();
  const update = useUpdateOrganization(organization.id ?? "");
  return (
    <AttributesForm
      attributes={organization.attributes}
      save={(attributes) => update.mutateAsync({ ...organization, attributes })}
      isSaving={update.isPending}
      canEdit={canManage}
      maxLength={storedTextLimit}
      texts={{
        label: t("organizations.attributes.label"),
        keyLabel: t("organizations.attributes.key"),
        valueLabel: t("organizations.attributes.value"),
        addLabel: t("organizations.attributes.add"),
        saved: t("organizations.attributes.saved"),
      }}
      saveErrorKey="organizations.attributes.saveError"
    />
  );
}
