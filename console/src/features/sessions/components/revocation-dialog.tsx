import type { GlobalRequestResult } from "@gatehouse/admin-client";
import {
  ActionList,
  ActionListItem,
  Button,
  Alert,
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
import { errorMessage, type ErrorMessage } from "@/shared/api/error-message";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";
import { DialogFailure } from "@/shared/ui/dialogs/dialog-failure";
import { DateTime } from "@/shared/ui/time/date-time";
import { usePushRevocation } from "../api/use-push-revocation";
import { nowInSeconds, useSetNotBefore } from "../api/use-set-not-before";
import { PushResult } from "./push-result";

/** What the last change did: its confirmation, or why it failed. */
type Outcome = { done: string } | { title: string; failure: ErrorMessage };

/**
 * The realm's revocation: tokens issued before its not-before time are refused. Set it to now
 * (every token issued so far stops working), clear it, or push it to the clients that have an
 * admin address, with which of them took it and which failed.
 */
export function RevocationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const notBefore = useRealmRepresentation()?.notBefore ?? 0;
  const setNotBefore = useSetNotBefore();
  const push = usePushRevocation();
  const [pushed, setPushed] = useState<GlobalRequestResult>();
  // Shown inside the dialog: the page's alerts would sit behind it, out of reach.
  const [outcome, setOutcome] = useState<Outcome>();
  const busy = setNotBefore.isPending || push.isPending;

  const save = async (seconds: number) => {
    setOutcome(undefined);
    try {
      await setNotBefore.mutateAsync(seconds);
      setOutcome({
        done: seconds === 0 ? t("sessions.revocation.cleared") : t("sessions.revocation.set"),
      });
    } catch (error) {
      setOutcome({ title: t("sessions.revocation.saveError"), failure: errorMessage(error, t) });
    }
  };

  const pushNotBefore = async () => {
    setOutcome(undefined);
    setPushed(undefined);
    try {
      setPushed(await push.mutateAsync());
    } catch (error) {
      setOutcome({ title: t("sessions.revocation.pushError"), failure: errorMessage(error, t) });
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
        {outcome !== undefined &&
          ("done" in outcome ? (
            <Alert isInline isPlain variant="success" title={outcome.done} />
          ) : (
            <DialogFailure failure={outcome.failure} title={outcome.title} />
          ))}
        {pushed !== undefined && <PushResult result={pushed} />}
      </ModalBody>
    </Modal>
  );
}
