import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from "@patternfly/react-core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import type { GroupChoice } from "../api/groups-query";
import { useJoinGroups } from "../api/use-membership-mutations";
import { GroupPicker } from "./group-picker";

/** Picks groups by search and makes the user a member of each. */
export function JoinGroupsDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { addAlert, addError } = useAlerts();
  const join = useJoinGroups(userId);
  const [groups, setGroups] = useState<GroupChoice[]>([]);

  const save = async () => {
    try {
      await join.mutateAsync(groups.map((group) => group.id));
      addAlert(t("users.groups.joined", { count: groups.length }), "success");
      onClose();
    } catch (error) {
      addError("users.groups.joinError", error);
    }
  };

  return (
    <Modal isOpen variant="medium" onClose={onClose} aria-labelledby={`${id}-title`}>
      <ModalHeader title={t("users.groups.joinTitle")} labelId={`${id}-title`} />
      <ModalBody>
        <GroupPicker
          label={t("users.groups.choose")}
          multiple
          selected={groups}
          onChange={setGroups}
        />
      </ModalBody>
      <ModalFooter>
        <Button
          isDisabled={groups.length === 0 || join.isPending}
          isLoading={join.isPending}
          onClick={() => void save()}
        >
          {t("users.groups.joinConfirm")}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("users.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
