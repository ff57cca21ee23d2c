import type { RoleRepresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useUpdateRealmRole } from "../api/use-update-realm-role";
import { roleFormValues, roleWithSettings, type RoleFormValues } from "../form-state";
import { RoleFields } from "./role-fields";

/**
 * The role's name (read-only) and description; read-only without manage-realm. Remount with a new
 * `key` after a save, so the form starts again from what the server holds.
 */
export function SettingsTab({
  role,
  canManage,
}: {
  role: RoleRepresentation & { id: string };
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const update = useUpdateRealmRole();
  const form = useForm<RoleFormValues>({ defaultValues: roleFormValues(role), mode: "onChange" });
  const { prompt } = useUnsavedChangesGuard(form.formState.isDirty);

  const save = async (values: RoleFormValues) => {
    try {
      // A failed save keeps what was typed; a successful one reloads the role.
      await update.mutateAsync({ ...roleWithSettings(role, values), id: role.id });
      addAlert(t("roles.details.saved"), "success");
    } catch (error) {
      addError("roles.details.saveError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        <RoleFields nameReadOnly isDisabled={!canManage} />
        {canManage && (
          <FormActions
            isLoading={update.isPending}
            onRevert={() => {
              form.reset();
            }}
          />
        )}
      </Form>
    </FormProvider>
  );
}
