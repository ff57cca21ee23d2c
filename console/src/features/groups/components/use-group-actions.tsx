import type { GroupRepresentation } from "@gatehouse/admin-client";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GroupPickerDialog } from "@/shared/group-picker/group-picker-dialog";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { duplicateLimit, SubtreeTooLargeError } from "../api/duplicate-group";
import { useDeleteGroups } from "../api/use-delete-groups";
import { useDuplicateGroup } from "../api/use-duplicate-group";
import { useMoveGroup } from "../api/use-move-group";
import { useUpdateGroup } from "../api/use-update-group";
import { GroupNameDialog } from "@/shared/group-form/group-name-dialog";

type Group = GroupRepresentation & { id: string };

export interface GroupActions {
  askRename: (group: Group) => void;
  askMove: (group: Group) => void;
  askDuplicate: (group: Group) => void;
  /** Deletes one or many groups after saying how many sub-groups go with them. */
  askDelete: (groups: Group[], onDeleted?: () => void) => void;
  /** The open dialog, if any: render once. */
  dialogs: ReactNode;
}

const withId = (group: GroupRepresentation): group is Group => group.id !== undefined;

/** Keeps only groups with an id, as rows and loaded groups always have. */
export const groupsWithId = (groups: readonly GroupRepresentation[]): Group[] =>
  groups.filter(withId);

/**
 * The actions on existing groups, shared by the tables and a group's own page: rename, move
 * (with the shared group picker), duplicate and delete, each asking first where it destroys or
 * copies.
 */
export function useGroupActions(): GroupActions {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const update = useUpdateGroup();
  const move = useMoveGroup();
  const duplicate = useDuplicateGroup();
  const remove = useDeleteGroups();
  const [renaming, setRenaming] = useState<Group>();
  const [moving, setMoving] = useState<Group>();

  const askDuplicate = (group: Group) => {
    const name = t("groups.duplicate.copyName", { name: group.name });
    confirm({
      title: t("groups.duplicate.title", { name: group.name }),
      message: t("groups.duplicate.message", { name, limit: duplicateLimit }),
      confirmLabel: t("groups.duplicate.confirm"),
      errorTitle: t("groups.duplicate.error"),
      onConfirm: async () => {
        try {
          await duplicate.mutateAsync({ group, name });
        } catch (error) {
          if (error instanceof SubtreeTooLargeError)
            throw new Error(t("groups.duplicate.tooLarge", { limit: duplicateLimit }));
          throw error;
        }
        addAlert(t("groups.duplicate.done", { name }), "success");
      },
    });
  };

  const askDelete = (groups: Group[], onDeleted?: () => void) => {
    const subGroups = groups.reduce((sum, group) => sum + (group.subGroupCount ?? 0), 0);
    const question =
      groups.length === 1
        ? t("groups.delete.messageOne", { name: groups[0]?.name })
        : t("groups.delete.messageMany", { count: groups.length });
    confirm({
      title: t("groups.delete.title", { count: groups.length }),
      message:
        subGroups > 0
          ? `${question} ${t("groups.delete.subGroups", { count: subGroups })}`
          : question,
      confirmLabel: t("groups.delete.confirm"),
      variant: "danger",
      errorTitle: t("groups.delete.error"),
      onConfirm: async () => {
        await remove.mutateAsync(groups.map((group) => group.id));
        addAlert(t("groups.delete.done", { count: groups.length }), "success");
        onDeleted?.();
      },
    });
  };

  const dialogs = (
    <>
      {dialog}
      {renaming !== undefined && (
        <GroupNameDialog
          group={renaming}
          title={t("groups.rename.title", { name: renaming.name })}
          submitLabel={t("groups.rename.confirm")}
          onSave={async (group) => {
            await update.mutateAsync({ ...group, id: renaming.id });
            addAlert(t("groups.rename.done"), "success");
          }}
          onClose={() => {
            setRenaming(undefined);
          }}
        />
      )}
      {moving !== undefined && (
        <GroupPickerDialog
          title={t("groups.move.title", { name: moving.name })}
          confirmLabel={t("groups.move.confirm")}
          errorTitle={t("groups.move.error")}
          mode="single"
          allowTopLevel
          excludeSubtree={{ id: moving.id, path: moving.path ?? `/${moving.name ?? ""}` }}
          onConfirm={async ([target]) => {
            await move.mutateAsync({ group: moving, targetId: target?.id });
            addAlert(
              target === undefined
                ? t("groups.move.doneTop", { name: moving.name })
                : t("groups.move.done", { name: moving.name, path: target.path }),
              "success",
            );
          }}
          onClose={() => {
            setMoving(undefined);
          }}
        />
      )}
    </>
  );

  return { askRename: setRenaming, askMove: setMoving, askDuplicate, askDelete, dialogs };
}
