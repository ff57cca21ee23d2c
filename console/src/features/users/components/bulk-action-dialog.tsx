import type { UserRepresentation } from "@gatehouse/admin-client";
import {
  Alert,
  Button,
  Checkbox,
  Content,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Stack,
  StackItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import type { GroupChoice } from "@/shared/group-picker/group-choice";
import { GroupPicker } from "@/shared/group-picker/group-picker";
import { useBeforeUnloadWarning } from "@/shared/lib/use-before-unload-warning";
import type { TableSelection } from "@/shared/ui/table/table-types";
import type { BulkActionKind } from "../api/bulk-operations";
import { TooManyMatchesError } from "../api/find-matching-users";
import { requiredActionsQuery } from "../api/required-actions-query";
import { useBulkRun } from "../api/use-bulk-run";
import type { UsersFilter } from "../search-state";
import { bulkActionLabel, bulkActionQuestion } from "./bulk-action-texts";
import { ChangingProgress, CollectingProgress } from "./bulk-run-progress";
import { BulkRunResult } from "./bulk-run-result";

export interface BulkActionDialogProps {
  kind: BulkActionKind;
  selection: TableSelection<UserRepresentation>;
  filter: UsersFilter;
  /** `changed` tells whether anything was attempted, so the list reloads and the selection clears. */
  onClose: (changed: boolean) => void;
}

/**
 * Confirms a bulk action with the number of users, runs it with a progress bar (while "all
 * matching" users are collected too), can stop it, and reports what was done and every failure.
 */
export function BulkActionDialog({ kind, selection, filter, onClose }: BulkActionDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useAdminClient();
  const realm = useRealm();
  const [groups, setGroups] = useState<GroupChoice[]>([]);
  const [actions, setActions] = useState<string[]>([]);
  const { phase, isRunning, isStopping, start, stop } = useBulkRun(kind, selection, filter);
  useBeforeUnloadWarning(isRunning);
  const needsGroup = kind === "addToGroup" || kind === "removeFromGroup";
  const requiredActions = useQuery({
    ...requiredActionsQuery(client, realm),
    enabled: kind === "requireActions",
  });
  const count = selection.kind === "rows" ? selection.rows.length : selection.total;
  const ready = needsGroup
    ? groups.length === 1
    : kind === "requireActions"
      ? actions.length > 0
      : true;
  const attempted = phase.step === "done" || phase.step === "failed";

  const close = () => {
    onClose(attempted);
  };

  return (
    <Modal
      isOpen
      variant="medium"
      // While a run is on, only Stop ends it: no close button, and Escape does nothing.
      {...(!isRunning && { onClose: close })}
      aria-labelledby={`${id}-title`}
    >
      <ModalHeader title={bulkActionLabel(kind, t)} labelId={`${id}-title`} />
      <ModalBody>
        <Stack hasGutter>
          {phase.step === "confirm" && (
            <>
              <StackItem>
                <Content component="p">{bulkActionQuestion(kind, count, t)}</Content>
              </StackItem>
              {needsGroup && (
                <StackItem>
                  <GroupPicker
                    label={t("users.bulk.group")}
                    mode="single"
                    selected={groups}
                    onChange={setGroups}
                  />
                </StackItem>
              )}
              {kind === "requireActions" && (
                <StackItem role="group" aria-label={t("users.requiredActions")}>
                  {(requiredActions.data ?? []).map((action) => (
                    <Checkbox
                      key={action.key}
                      id={`${id}-${action.key}`}
                      label={action.value}
                      isChecked={actions.includes(action.key)}
                      onChange={(_event, checked) => {
                        setActions(
                          checked
                            ? [...actions, action.key]
                            : actions.filter((other) => other !== action.key),
                        );
                      }}
                    />
                  ))}
                </StackItem>
              )}
            </>
          )}
          {phase.step === "collecting" && (
            <StackItem>
              <CollectingProgress
                progress={phase.progress}
                expected={selection.kind === "allMatching" ? selection.total : undefined}
              />
            </StackItem>
          )}
          {phase.step === "changing" && (
            <StackItem>
              <ChangingProgress progress={phase.progress} />
            </StackItem>
          )}
          {isRunning && (
            <StackItem>
              <Content component="p">{t("users.bulk.keepOpen")}</Content>
            </StackItem>
          )}
          {phase.step === "done" && (
            <StackItem>
              <BulkRunResult outcome={phase.outcome} fileName={`${realm}-${kind}-failures.csv`} />
            </StackItem>
          )}
          {phase.step === "stoppedCollecting" && (
            <StackItem>
              <Alert
                isInline
                variant="info"
                title={t("users.bulk.stoppedCollecting", { count: phase.found })}
              />
            </StackItem>
          )}
          {phase.step === "failed" && (
            <StackItem>
              {phase.error instanceof TooManyMatchesError ? (
                <Alert
                  variant="danger"
                  isInline
                  title={t("users.bulk.tooManyMatches", { limit: phase.error.limit })}
                />
              ) : (
                <Alert variant="danger" isInline title={t("users.bulk.couldNotStart")}>
                  {errorMessage(phase.error, t).message}
                </Alert>
              )}
            </StackItem>
          )}
        </Stack>
      </ModalBody>
      <ModalFooter>
        {phase.step === "confirm" ? (
          <>
            <Button
              variant={kind === "delete" ? "danger" : "primary"}
              isDisabled={!ready}
              onClick={() => {
                void start({ groupId: groups[0]?.id ?? "", requiredActions: actions });
              }}
            >
              {bulkActionLabel(kind, t)}
            </Button>
            <Button variant="link" onClick={close}>
              {t("users.cancel")}
            </Button>
          </>
        ) : isRunning ? (
          <Button
            variant="secondary"
            isDanger
            isDisabled={isStopping}
            isLoading={isStopping}
            onClick={stop}
          >
            {isStopping ? t("users.bulk.stopping") : t("users.bulk.stop")}
          </Button>
        ) : (
          <Button variant="primary" onClick={close}>
            {t("users.done")}
          </Button>
        )}
      </ModalFooter>
    </Modal>
  );
}
