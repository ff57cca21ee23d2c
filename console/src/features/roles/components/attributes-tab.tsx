import type { RoleRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { AttributesForm } from "@/shared/ui/attributes/attributes-form";
import { useUpdateRealmRole } from "../api/use-update-realm-role";

/**
 * The role's attributes; read-only without manage-realm. Remount with a new `key` after a save,
 * so the form starts again from what the server holds.
 */
export function AttributesTab({
  role,
  canManage,
}: {
  role: RoleRepresentation & { id: string };
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateRealmRole();
  return (
    <AttributesForm
      attributes={role.attributes}
      // The server replaces the whole role: every other field goes back as loaded.
      save={(attributes) => update.mutateAsync({ ...role, attributes })}
      isSaving={update.isPending}
      canEdit={canManage}
      texts={{
        label: t("roles.attributes.label"),
        keyLabel: t("roles.attributes.key"),
        valueLabel: t("roles.attributes.value"),
        addLabel: t("roles.attributes.add"),
        saved: t("roles.attributes.saved"),
      }}
      saveErrorKey="roles.attributes.saveError"
    />
  );
}
