import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from "@patternfly/react-core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GroupChoice } from "./group-choice";
import { GroupPicker, type GroupPickerProps } from "./group-picker";

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
   * The choice: the chosen groups, or none for the top level. The dialog shows itself busy until
   * the promise settles; close it from here once the change succeeded.
   */
  onConfirm: (groups: GroupChoice[]) => Promise<void>;
  onClose: () => void;
}

/**
 * A dialog around the group picker, for joining groups, moving a group, default groups and
 * organizations: choose, then confirm.
 */
export function GroupPickerDialog({
  title,
  confirmLabel,
  allowTopLevel = false,
  onConfirm,
  onClose,
  ...picker
}: GroupPickerDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<GroupChoice[]>([]);
  const [topLevel, setTopLevel] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(topLevel ? [] : chosen);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal isOpen variant="medium" onClose={onClose} aria-labelledby={`${id}-title`}>
      <ModalHeader title={title} labelId={`${id}-title`} />
      <ModalBody>
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
      </ModalBody>
      <ModalFooter>
        <Button
          isDisabled={(chosen.length === 0 && !topLevel) || busy}
          isLoading={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("groupPicker.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
