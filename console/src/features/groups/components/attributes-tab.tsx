import type { GroupRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { AttributesForm } from "@/shared/ui/attributes/attributes-form";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { useUpdateGroup } from "../api/use-update-group";

/**
 * The group's attributes; read-only without the right to manage the group. Remount with a new
 * `key` after a save, so the form starts again from what the server holds.
 */
export function AttributesTab({ group }: { group: GroupRepresentation & { id: string } }) {
  const { t } = useTranslation();
  const update = useUpdateGroup();
  return (
    <AttributesForm
      maxLength={storedTextLimit}
      attributes={group.attributes}
      save={(attributes) => update.mutateAsync({ ...group, attributes })}
      isSaving={update.isPending}
      canEdit={group.access?.["manage"] === true}
      texts={{
        label: t("groups.attributes.label"),
        keyLabel: t("groups.attributes.key"),
        valueLabel: t("groups.attributes.value"),
        addLabel: t("groups.attributes.add"),
        saved: t("groups.attributes.saved"),
      }}
      saveErrorKey="groups.attributes.saveError"
    />
  );
}
