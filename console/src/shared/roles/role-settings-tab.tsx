import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EditForm } from "@/shared/ui/form/edit-form";
import { useUpdateRole } from "./api/use-update-role";
import { roleFormValues, roleWithSettings, type RoleFormValues } from "./form-state";
import type { RoleDetailsProps } from "./role-container";
import { RoleFields } from "./role-fields";

/**
 * The role's name (read-only) and description; read-only for administrators who may not
 * manage the role's container. Remount with a new
 * `key` after a save, so the form starts again from what the server holds.
 */
export function RoleSettingsTab({ container, role, canManage }: RoleDetailsProps) {
  const { t } = useTranslation();
  const update = useUpdateRole(container);
  const form = useForm<RoleFormValues>({ defaultValues: roleFormValues(role), mode: "onChange" });
  return (
    <EditForm
      form={form}
      save={(values) => update.mutateAsync({ ...roleWithSettings(role, values), id: role.id })}
      isSaving={update.isPending}
      canEdit={canManage}
      savedMessage={t("roles.details.saved")}
      saveErrorKey="roles.details.saveError"
    >
      <RoleFields nameReadOnly isDisabled={!canManage} />
    </EditForm>
  );
}
