import type { UserRepresentation } from "@gatehouse/admin-client";
import {
  Alert,
  Button,
  Checkbox,
  Content,
  List,
  ListItem,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Progress,
  Stack,
  StackItem,
} from "@patternfly/react-core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import type { GroupChoice } from "@/shared/group-picker/group-choice";
import { GroupPicker } from "@/shared/group-picker/group-picker";
import type { TableSelection } from "@/shared/ui/table/table-types";
import { bulkOperation, UserGoneError, type BulkActionKind } from "../api/bulk-operations";
import { findMatchingUsers } from "../api/find-matching-users";
import { usersKeys } from "../api/keys";
import { requiredActionsQuery } from "../api/required-actions-query";
import { runBulk, type BulkFailure, type BulkProgress } from "../bulk-run";
import type { UsersFilter } from "../search-state";
import { bulkActionLabel, bulkActionQuestion } from "./bulk-action-texts";

export interface BulkActionDialogProps {
  kind: BulkActionKind;
  selection: TableSelection<UserRepresentation>;
  filter: UsersFilter;
  /** `changed` tells whether anything was attempted, so the list reloads and the selection clears. */
  onClose: (changed: boolean) => void;
}

type Phase =
  | { step: "confirm" }
  | { step: "running"; progress: BulkProgress }
  | { step: "done"; total: number; failures: BulkFailure<UserRepresentation>[] }
  | { step: "failed"; error: unknown };

/** Confirms a bulk action with the number of users, runs it with a progress bar and lists every failure. */
export function BulkActionDialog({ kind, selection, filter, onClose }: BulkActionDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: "confirm" });
  const [groups, setGroups] = useState<GroupChoice[]>([]);
  const [actions, setActions] = useState<string[]>([]);
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

  const run = async () => {
    setPhase({ step: "running", progress: { done: 0, total: count ?? 0 } });
    try {
      const users =
        selection.kind === "rows"
          ? selection.rows
          : await findMatchingUsers(client, realm, selection.search, filter);
      const operation = bulkOperation(client, realm, kind, {
        groupId: groups[0]?.id ?? "",
        requiredActions: actions,
      });
      const failures = await runBulk(users, operation, (progress) => {
        setPhase({ step: "running", progress });
      });
      setPhase({ step: "done", total: users.length, failures });
    } catch (error) {
      setPhase({ step: "failed", error });
    }
    await queryClient.invalidateQueries({ queryKey: usersKeys.all(realm) });
  };

  const close = () => {
    if (phase.step !== "running") onClose(attempted);
  };

  return (
    <Modal isOpen variant="medium" onClose={close} aria-labelledby={`${id}-title`}>
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
          {phase.step === "running" && (
            <StackItem>
              <Progress
                title={t("users.bulk.progressTitle")}
                value={
                  phase.progress.total === 0
                    ? 0
                    : (phase.progress.done / phase.progress.total) * 100
                }
                label={t("users.bulk.progress", {
                  done: phase.progress.done,
                  total: phase.progress.total,
                })}
                valueText={t("users.bulk.progress", {
                  done: phase.progress.done,
                  total: phase.progress.total,
                })}
              />
            </StackItem>
          )}
          {phase.step === "done" && <BulkResult total={phase.total} failures={phase.failures} />}
          {phase.step === "failed" && (
            <StackItem>
              <Alert variant="danger" isInline title={t("users.bulk.couldNotStart")}>
                {errorMessage(phase.error).message}
              </Alert>
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
                void run();
              }}
            >
              {bulkActionLabel(kind, t)}
            </Button>
            <Button variant="link" onClick={close}>
              {t("users.cancel")}
            </Button>
          </>
        ) : (
          <Button variant="primary" isDisabled={phase.step === "running"} onClick={close}>
            {t("users.done")}
          </Button>
        )}
      </ModalFooter>
    </Modal>
  );
}

function BulkResult({
  total,
  failures,
}: {
  total: number;
  failures: BulkFailure<UserRepresentation>[];
}) {
  const { t } = useTranslation();
  const succeeded = total - failures.length;
  return (
    <StackItem>
      <Alert
        isInline
        variant={failures.length === 0 ? "success" : "warning"}
        title={
          failures.length === 0
            ? t("users.bulk.allDone", { count: total })
            : t("users.bulk.someFailed", { count: failures.length, succeeded })
        }
      >
        {failures.length > 0 && (
          <List aria-label={t("users.bulk.failures")}>
            {failures.map(({ item, error }) => (
              <ListItem key={item.id}>
                {t("users.bulk.failure", {
                  username: item.username ?? item.id,
                  reason:
                    error instanceof UserGoneError
                      ? t("users.bulk.userGone")
                      : errorMessage(error).message,
                })}
              </ListItem>
            ))}
          </List>
        )}
      </Alert>
    </StackItem>
  );
}
