import type { RoleRepresentation } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EditForm } from "@/shared/ui/form/edit-form";
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
  const update = useUpdateRealmRole();
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
