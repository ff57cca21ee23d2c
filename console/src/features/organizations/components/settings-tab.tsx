import type { OrganizationRepresentation } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EditForm } from "@/shared/ui/form/edit-form";
import { useUpdateOrganization } from "../api/use-update-organization";
import {
  organizationFormValues,
  organizationFrom,
  type OrganizationFormValues,
} from "../form-state";
import { serverFieldOf } from "../server-field";
import { OrganizationFields } from "./organization-fields";
import { showOnField } from "@/shared/api/server-validation";

export interface SettingsTabProps {
  organization: OrganizationRepresentation;
  canManage: boolean;
}

/**
 * The organization's settings; read-only without manage-users. Remount with a new `key` after a
 * save, so the form starts again from what the server holds.
 */
export function SettingsTab({ organization, canManage }: SettingsTabProps) {
  const { t } = useTranslation();
  const update = useUpdateOrganization(organization.id ?? "");
  const form = useForm<OrganizationFormValues>({
    defaultValues: organizationFormValues(organization),
    mode: "onChange",
  });
  const save = async (values: OrganizationFormValues) => {
    try {
      await update.mutateAsync(organizationFrom(values, organization));
    } catch (error) {
      showOnField(form.setError, serverFieldOf(error, values, t));
      throw error;
    }
  };
  return (
    <EditForm
      form={form}
      save={save}
      isSaving={update.isPending}
      canEdit={canManage}
      savedMessage={t("organizations.settings.saved")}
      saveErrorKey="organizations.settings.saveError"
    >
      <OrganizationFields isDisabled={!canManage} />
    </EditForm>
  );
}
