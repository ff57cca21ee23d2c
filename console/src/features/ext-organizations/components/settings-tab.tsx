import type { PhaseTwoOrganizationRepresentation } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";
import { EditForm } from "@/shared/ui/form/edit-form";
import { useUpdateExtOrganization } from "../api/use-update-ext-organization";
import {
  extOrganizationFormValues,
  extOrganizationFrom,
  type ExtOrganizationFormValues,
} from "../form-state";
import { extServerFieldOf } from "../server-field";
import { ExtOrganizationFields } from "./ext-organization-fields";

/**
 * The organization's name, display name, address and domains; read-only without
 * manage-organizations. Remount with a new `key` after a save, so the form starts again from what
 * the server holds; a refused save keeps what was typed, the refusal under its field.
 */
export function SettingsTab({
  organization,
  canManage,
}: {
  organization: PhaseTwoOrganizationRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateExtOrganization(organization.id ?? "");
  const form = useForm<ExtOrganizationFormValues>({
    defaultValues: extOrganizationFormValues(organization),
    mode: "onChange",
  });
  const save = async (values: ExtOrganizationFormValues) => {
    try {
      await update.mutateAsync(extOrganizationFrom(values, organization));
    } catch (error) {
      const refused = extServerFieldOf(errorMessage(error), t);
      if (refused !== undefined)
        form.setError(
          refused.field,
          { type: "server", message: refused.message },
          { shouldFocus: true },
        );
      throw error;
    }
  };
  return (
    <EditForm
      form={form}
      save={save}
      isSaving={update.isPending}
      canEdit={canManage}
      savedMessage={t("extOrganizations.settings.saved")}
      saveErrorKey="extOrganizations.settings.saveError"
    >
      <ExtOrganizationFields isDisabled={!canManage} />
    </EditForm>
  );
}
