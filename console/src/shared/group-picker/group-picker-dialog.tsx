import {
  Button,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Stack,
  StackItem,
} from "@patternfly/react-core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, type ErrorMessage } from "@/shared/api/error-message";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";
import type { GroupChoice } from "./group-choice";
import { GroupPicker, type GroupPickerProps } from "./group-picker";
import { DialogFailure } from "@/shared/ui/dialogs/dialog-failure";

export interface GroupPickerDialogProps extends Pick<
  GroupPickerProps,
  "mode" | "unavailable" | "excludeSubtree"
> {
  /** Translated title, e.g. "Join groups"; also names the choice for assistive technology. */
  title: string;
  /** Translated label of the confirm button, e.g. "Join". */
  confirmLabel: string;
  /** Single choice: also offers the top level, outside every group (moving a group there). */
  allowTopLevel?: boolean;
  /**
   * Acts on the choice: the chosen groups, or none for the top level. The dialog shows it as
   * pending until it settles, closes on success and shows a failure inside itself, keeping the
   * choice.
   */
  onConfirm: (groups: GroupChoice[]) => unknown;
  /** Called on cancel, on Escape, from the close button and after `onConfirm` succeeded. */
  onClose: () => void;
  /** Translated title of the error shown inside the dialog when `onConfirm` fails. */
  errorTitle?: string;
}

/**
 * A dialog around the group picker, for joining groups, moving a group, default groups and
 * organizations: choose, then confirm.
 *
 * @example
 * ```tsx
 * // Moving a group: one target, the top level allowed, never into itself.
 * <GroupPickerDialog
 *   title={t("groups.moveTitle", { name: group.name })}
 *   confirmLabel={t("groups.move")}
 *   mode="single"
 *   allowTopLevel
 *   excludeSubtree={{ id: group.id, path: group.path }}
 *   onConfirm={([target]) => move.mutateAsync(target?.id)}
 *   onClose={close}
 * />
 * ```
 */
export function GroupPickerDialog({
  title,
  confirmLabel,
  allowTopLevel = false,
  onConfirm,
  onClose,
  errorTitle,
  ...picker
}: GroupPickerDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<GroupChoice[]>([]);
  const [topLevel, setTopLevel] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();
  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm(topLevel ? [] : chosen);
    } catch (error) {
      setFailure(errorMessage(error, t));
      setBusy(false);
      return;
    }
    onClose();
  };

  return (
    <Modal isOpen variant="medium" onEscapePress={onClose} aria-labelledby={`${id}-title`}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={title} labelId={`${id}-title`} />
      <ModalBody>
        <Stack hasGutter>
          {failure !== undefined && (
            <StackItem>
              <DialogFailure failure={failure} title={errorTitle} />
            </StackItem>
          )}
          <StackItem>
            <GroupPicker
              {...picker}
              label={title}
              selected={chosen}
              onChange={(groups) => {
                setTopLevel(false);
                setChosen(groups);
              }}
              {...(allowTopLevel &&
                picker.mode === "single" && {
                  topLevel: {
                    isChosen: topLevel,
                    onChoose: () => {
                      setTopLevel(true);
                      setChosen([]);
                    },
                  },
                })}
            />
          </StackItem>
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button
          isDisabled={(chosen.length === 0 && !topLevel) || busy}
          isLoading={busy}
          spinnerAriaLabel={t("dialogs.working")}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("dialogs.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
