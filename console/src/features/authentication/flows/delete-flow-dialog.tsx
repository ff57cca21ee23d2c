import {
  Button,
  Content,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Spinner,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { realmQuery } from "@/shared/api/console-queries";
import { errorMessage, type ErrorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";
import { DialogFailure } from "@/shared/ui/dialogs/dialog-failure";
import { flowUsersCheckQuery } from "../api/flow-users-check-query";
import { useDeleteFlow } from "../api/use-delete-flow";
import { bindingsOf } from "./flow-usage";
import { FlowUses } from "./flow-uses";
import { flowRef, type FlowRef } from "./form-state";

export interface DeleteFlowDialogProps {
  flow: FlowRef;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Deletes a flow once the administrator confirms, but first looks at what uses it now: a flow that
 * a binding of the realm, a client or an identity provider runs cannot go, and the dialog says
 * which of them use it instead of offering the delete.
 */
export function DeleteFlowDialog({ flow: given, onClose, onDeleted }: DeleteFlowDialogProps) {
  const flow = flowRef(given);
  const { t } = useTranslation();
  const id = useId();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const remove = useDeleteFlow();
  const [failure, setFailure] = useState<ErrorMessage>();
  const users = useQuery(flowUsersCheckQuery(client, realm, flow.id));
  const realmRep = useQuery({ ...realmQuery(client, realm), staleTime: 0 });

  const bindings = bindingsOf(realmRep.data, flow.alias);
  const isChecking = users.isPending || realmRep.isPending;
  const checkFailed = users.error ?? realmRep.error;
  const isUsed =
    bindings.length > 0 ||
    (users.data !== undefined &&
      (users.data.clients.length > 0 || users.data.providers.length > 0));
  const canDelete = !isChecking && checkFailed === null && !isUsed;

  const confirm = async () => {
    setFailure(undefined);
    try {
      await remove.mutateAsync(flow.id);
      addAlert(t("authentication.flows.delete.done", { name: flow.alias }), "success");
      onDeleted?.();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <Modal
      isOpen
      variant="small"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onEscapePress={onClose}
    >
      <DialogCloseButton onClose={onClose} />
      <ModalHeader
        title={
          isUsed
            ? t("authentication.flows.delete.refusedTitle", { name: flow.alias })
            : t("authentication.flows.delete.title", { name: flow.alias })
        }
        labelId={`${id}-title`}
        titleIconVariant="warning"
        titleScreenReaderText={t("dialogs.warning")}
      />
      <ModalBody id={`${id}-body`}>
        {isChecking && <Spinner size="md" aria-label={t("authentication.flows.delete.checking")} />}
        {checkFailed !== null && (
          <DialogFailure
            failure={errorMessage(checkFailed, t)}
            title={t("authentication.flows.delete.checkFailed")}
          />
        )}
        {isUsed && (
          <>
            <Content component="p">
              {t("authentication.flows.delete.refused", { name: flow.alias })}
            </Content>
            <FlowUses
              bindings={bindings}
              clients={users.data?.clients ?? []}
              providers={users.data?.providers ?? []}
              hasMore={users.data?.hasMore ?? false}
            />
          </>
        )}
        {canDelete && (
          <Content component="p">
            {t("authentication.flows.delete.message", { name: flow.alias })}
          </Content>
        )}
        {failure !== undefined && (
          <DialogFailure failure={failure} title={t("authentication.flows.delete.error")} />
        )}
      </ModalBody>
      <ModalFooter>
        {canDelete && (
          <Button
            variant="danger"
            onClick={() => void confirm()}
            isLoading={remove.isPending}
            isDisabled={remove.isPending}
            spinnerAriaLabel={t("dialogs.working")}
          >
            {t("authentication.flows.delete.confirm")}
          </Button>
        )}
        <Button variant="link" onClick={onClose} isDisabled={remove.isPending}>
          {canDelete ? t("dialogs.cancel") : t("dialogs.close")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
