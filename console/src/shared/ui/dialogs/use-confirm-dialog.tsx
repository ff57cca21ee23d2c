import { useCallback, useState, type ReactNode } from "react";
import { ConfirmDialog, type ConfirmDialogOptions } from "./confirm-dialog";

export interface ConfirmDialogHandle {
  /** Opens the dialog with these options; each call may describe a different action (one row, many rows…). */
  confirm: (options: ConfirmDialogOptions) => void;
  /** The dialog element: render it once, anywhere in the component. */
  dialog: ReactNode;
}

/**
 * Opens a `ConfirmDialog` imperatively, which suits row actions and bulk actions.
 *
 * @example
 * ```tsx
 * const { confirm, dialog } = useConfirmDialog();
 * const askDelete = (user: UserRepresentation) =>
 *   confirm({
 *     title: t("users.deleteTitle"),
 *     message: t("users.deleteMessage", { name: user.username }),
 *     confirmLabel: t("users.delete"),
 *     variant: "danger",
 *     onConfirm: async () => {
 *       await deleteUser.mutateAsync(user.id);
 *       addAlert(t("users.deleted"));
 *     },
 *   });
 * return <>{dialog}<UsersTable onDelete={askDelete} /></>;
 * ```
 */
export function useConfirmDialog(): ConfirmDialogHandle {
  const [options, setOptions] = useState<ConfirmDialogOptions>();
  const [openings, setOpenings] = useState(0);

  const confirm = useCallback((next: ConfirmDialogOptions) => {
    setOptions(next);
    setOpenings((count) => count + 1);
  }, []);

  const close = useCallback(() => {
    setOptions(undefined);
  }, []);

  const dialog =
    options === undefined ? null : (
      <ConfirmDialog key={openings} isOpen {...options} onClose={close} />
    );
  return { confirm, dialog };
}
