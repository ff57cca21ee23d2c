import type { UserRepresentation } from "@gatehouse/admin-client";
import { Modal, ModalBody, ModalHeader } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { queryState } from "@/shared/ui/table/query-rows";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { DateTime } from "@/shared/ui/time/date-time";
import { UserPickerDialog } from "@/shared/user-picker/user-picker-dialog";
import { scheduledWorkflowsQuery } from "../api/scheduled-workflows-query";
import { workflowsKeys } from "../api/keys";
import { scheduledStepRows, type ScheduledStepRow } from "../scheduled-rows";

/**
 * The steps the server has scheduled for one user: the administrator picks the user, then sees
 * each waiting step with its workflow, time and state.
 */
export function ScheduledSteps({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const [user, setUser] = useState<UserRepresentation>();
  // The picker calls onClose right after onConfirm, before the chosen user is rendered.
  const chosen = useRef(false);

  if (user === undefined)
    return (
      <UserPickerDialog
        title={t("workflows.scheduled.pickTitle")}
        description={t("workflows.scheduled.pickBody")}
        mode="single"
        listLabel={t("workflows.scheduled.users")}
        searchLabel={t("workflows.scheduled.searchUsers")}
        queryKey={[...workflowsKeys.all(realm), "scheduled-users"]}
        confirmLabel={() => t("workflows.scheduled.show")}
        onConfirm={([picked]) => {
          if (picked === undefined) return;
          chosen.current = true;
          setUser(picked);
        }}
        onClose={() => {
          if (!chosen.current) onClose();
        }}
        noUsers={{
          title: t("workflows.scheduled.noUsersTitle"),
          body: t("workflows.scheduled.noUsersBody"),
        }}
      />
    );
  return <ScheduledStepsDialog user={user} onClose={onClose} />;
}

function ScheduledStepsDialog({
  user,
  onClose,
}: {
  user: UserRepresentation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const id = useId();
  const query = useQuery(scheduledWorkflowsQuery(client, realm, user.id ?? ""));
  const username = user.username ?? "";
  const title = t("workflows.scheduled.title", { username });

  return (
    <Modal isOpen variant="large" onEscapePress={onClose} aria-labelledby={`${id}-title`}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={title} labelId={`${id}-title`} />
      <ModalBody>
        <ClientDataTable<ScheduledStepRow>
          {...queryState(query)}
          rows={scheduledStepRows(query.data ?? [])}
          stateInAddress={false}
          ariaLabel={title}
          rowKey={(row) => row.key}
          rowLabel={(row) => `${row.workflow} ${row.uses}`}
          isSearchable={false}
          columns={[
            { id: "workflow", title: t("workflows.name"), cell: (row) => row.workflow },
            { id: "uses", title: t("workflows.scheduled.step"), cell: (row) => row.uses },
            { id: "after", title: t("workflows.scheduled.after"), cell: (row) => row.after },
            {
              id: "scheduledAt",
              title: t("workflows.scheduled.at"),
              cell: (row) =>
                row.scheduledAt === undefined ? "" : <DateTime value={row.scheduledAt} />,
            },
            { id: "status", title: t("workflows.scheduled.status"), cell: (row) => row.status },
          ]}
          emptyState={
            <EmptyListState
              title={t("workflows.scheduled.none")}
              body={t("workflows.scheduled.noneHint", { username })}
            />
          }
        />
      </ModalBody>
    </Modal>
  );
}
