import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useCreateGroup } from "../api/use-create-group";
import { GroupNameDialog } from "@/shared/group-form/group-name-dialog";

/**
 * The dialog that creates a group, at the top level or under `parentId`: render `dialog`, call
 * `open` from the create button.
 */
export function useCreateGroupDialog({ parentId, title }: { parentId?: string; title: string }) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const create = useCreateGroup();
  const [creating, setCreating] = useState(false);
  const dialog = creating && (
    <GroupNameDialog
      title={title}
      submitLabel={t("groups.create.confirm")}
      onSave={async (values) => {
        await create.mutateAsync({ ...(parentId !== undefined && { parentId }), group: values });
        addAlert(t("groups.create.done", { name: values.name }), "success");
      }}
      onClose={() => {
        setCreating(false);
      }}
    />
  );
  return {
    dialog,
    open: () => {
      setCreating(true);
    },
  };
}
