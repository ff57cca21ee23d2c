import type { GlobalRequestResult } from "@gatehouse/admin-client";
import {
  ActionList,
  ActionListItem,
  Button,
  Content,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Modal,
  ModalBody,
  ModalHeader,
} from "@patternfly/react-core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";
import { DateTime } from "@/shared/ui/time/date-time";
import { usePushRevocation } from "../api/use-push-revocation";
import { nowInSeconds, useSetNotBefore } from "../api/use-set-not-before";
import { PushResult } from "./push-result";

/**
 * The realm's revocation: tokens issued before its not-before time are refused. Set it to now
 * (every token issued so far stops working), clear it, or push it to the clients that have an
 * admin address, with which of them took it and which failed.
 */
export function RevocationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { addAlert, addError } = useAlerts();
  const notBefore = useRealmRepresentation()?.notBefore ?? 0;
  const setNotBefore = useSetNotBefore();
  const push = usePushRevocation();
  const [pushed, setPushed] = useState<GlobalRequestResult>();
  const busy = setNotBefore.isPending || push.isPending;

  const save = async (seconds: number) => {
    try {
      await setNotBefore.mutateAsync(seconds);
      addAlert(
        seconds === 0 ? t("sessions.revocation.cleared") : t("sessions.revocation.set"),
        "success",
      );
    } catch (error) {
      addError("sessions.revocation.saveError", error);
    }
  };

  const pushNotBefore = async () => {
    try {
      setPushed(await push.mutateAsync());
    } catch (error) {
      addError("sessions.revocation.pushError", error);
    }
  };

  return (
    <Modal isOpen variant="medium" onEscapePress={onClose} aria-labelledby={`${id}-title`}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={t("sessions.revocation.title")} labelId={`${id}-title`} />
      <ModalBody>
        <Content component="p">{t("sessions.revocation.description")}</Content>
        <DescriptionList isHorizontal>
          <DescriptionListGroup>
            <DescriptionListTerm>{t("sessions.revocation.notBefore")}</DescriptionListTerm>
            <DescriptionListDescription>
              {notBefore === 0 ? (
                t("sessions.revocation.none")
              ) : (
                <DateTime value={notBefore * 1000} />
              )}
            </DescriptionListDescription>
          </DescriptionListGroup>
        </DescriptionList>
        <ActionList>
          <ActionListItem>
            <Button
              variant="primary"
              isLoading={setNotBefore.isPending}
              isDisabled={busy}
              onClick={() => void save(nowInSeconds())}
            >
              {t("sessions.revocation.setToNow")}
            </Button>
          </ActionListItem>
          <ActionListItem>
            <Button
              variant="secondary"
              isDisabled={busy || notBefore === 0}
              onClick={() => void save(0)}
            >
              {t("sessions.revocation.clear")}
            </Button>
          </ActionListItem>
          <ActionListItem>
            <Button
              variant="secondary"
              isLoading={push.isPending}
              isDisabled={busy}
              onClick={() => void pushNotBefore()}
            >
              {t("sessions.revocation.push")}
            </Button>
          </ActionListItem>
        </ActionList>
        {pushed !== undefined && <PushResult result={pushed} />}
      </ModalBody>
    </Modal>
  );
}
