import { useTranslation } from "react-i18next";
import { AttributesForm } from "@/shared/ui/attributes/attributes-form";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { useUpdateRole } from "./api/use-update-role";
import type { RoleDetailsProps } from "./role-container";

/**
 * The role's attributes; read-only for administrators who may not manage
 * the role's container. Remount with a new `key` after a save,
 * so the form starts again from what the server holds.
 */
export function RoleAttributesTab({ container, role, canManage }: RoleDetailsProps) {
  const { t } = useTranslation();
  const update = useUpdateRole(container);
  return (
    <AttributesForm
      maxLength={storedTextLimit}
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
