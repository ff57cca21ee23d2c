import type { UiSessionRepresentation } from "@gatehouse/admin-client";
import { Button, ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toUser } from "@/shared/paths/user-paths";
import { SessionClientsCell } from "@/shared/sessions/session-clients-cell";
import { SessionTypeLabel } from "@/shared/sessions/session-type-label";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { OptionSelect } from "@/shared/ui/form/option-select";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { useTableState } from "@/shared/ui/table/use-table-state";
import { DateTime } from "@/shared/ui/time/date-time";
import { sessionsQuery } from "../api/sessions-query";
import { useSignOutSession } from "../api/use-sign-out-session";
import { readSessionTypeFilter, sessionTypeParam } from "../session-type-filter";

const filterNames = [sessionTypeParam] as const;

export interface SessionsTableProps {
  /** Whether the administrator may sign sessions out (manage-users). */
  canSignOut: boolean;
}

/**
 * The realm's sessions, regular and offline, a page at a time from the server, searched on user
 * name and address and filtered by type; each with its user, address, start, last access and
 * clients. With manage-users a session can be signed out after a confirmation.
 */
export function SessionsTable({ canSignOut }: SessionsTableProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const table = useTableState({ filterNames });
  const type = readSessionTypeFilter(table.filters[sessionTypeParam]);
  const signOut = useSignOutSession();
  const { ask, dialog } = useConfirmAction();

  const askSignOut = (session: UiSessionRepresentation) => {
    const offline = session.type === "OFFLINE";
    ask({
      title: offline ? t("sessions.signOut.offlineTitle") : t("sessions.signOut.title"),
      message: t("sessions.signOut.message", {
        username: session.username ?? "",
        address: session.ipAddress ?? "",
      }),
      confirmLabel: t("sessions.signOut.confirm"),
      errorTitle: t("sessions.signOut.error"),
      action: () => signOut.mutateAsync(session),
      successMessage: t("sessions.signOut.done"),
    });
  };

  return (
    <>
      {dialog}
      <DataTable<UiSessionRepresentation>
        {...sessionsQuery(client, realm, type)}
        state={table}
        ariaLabel={t("sessions.list.tableLabel")}
        searchPlaceholder={t("sessions.list.search")}
        rowKey={(session) => `${session.type ?? ""}:${session.id}`}
        rowLabel={(session) => `${session.username ?? ""} ${session.ipAddress ?? ""}`.trim()}
        columns={[
          {
            id: "username",
            title: t("sessions.list.user"),
            cell: (session) =>
              session.userId === undefined || session.transientUser === true ? (
                session.username
              ) : (
                <Link to={toUser({ realm, id: session.userId })}>{session.username}</Link>
              ),
          },
          {
            id: "type",
            title: t("sessions.list.type"),
            cell: (session) => <SessionTypeLabel offline={session.type === "OFFLINE"} />,
          },
          { id: "ipAddress", title: t("sessions.list.ipAddress"), cell: (s) => s.ipAddress },
          {
            id: "start",
            title: t("sessions.list.started"),
            cell: (session) =>
              session.start === undefined ? null : <DateTime value={session.start} />,
          },
          {
            id: "lastAccess",
            title: t("sessions.list.lastAccess"),
            cell: (session) =>
              session.lastAccess === undefined ? null : <DateTime value={session.lastAccess} />,
          },
          {
            id: "clients",
            title: t("sessions.list.clients"),
            cell: (session) => <SessionClientsCell clients={session.clients} />,
          },
        ]}
        {...(canSignOut && {
          actions: [{ title: t("sessions.signOut.action"), isDanger: true, onClick: askSignOut }],
        })}
        toolbarItems={() => (
          <ToolbarItem>
            <OptionSelect
              ariaLabel={t("sessions.list.typeFilter")}
              options={[
                { key: "all", label: t("sessions.filter.all") },
                { key: "regular", label: t("sessions.filter.regular") },
                { key: "offline", label: t("sessions.filter.offline") },
              ]}
              selected={type}
              onSelect={(chosen) => {
                table.setFilters({ [sessionTypeParam]: chosen === "all" ? undefined : chosen });
              }}
            />
          </ToolbarItem>
        )}
        emptyState={
          type === "all" ? (
            <EmptyListState
              title={t("sessions.list.emptyTitle")}
              body={t("sessions.list.emptyBody")}
            />
          ) : (
            // Only the type filter can hide every session: offer to show them all again.
            <EmptyListState
              title={t("sessions.list.noneOfType")}
              body={t("sessions.list.noneOfTypeBody")}
              action={
                <Button
                  variant="link"
                  onClick={() => {
                    table.setFilters({ [sessionTypeParam]: undefined });
                  }}
                >
                  {t("sessions.list.showAll")}
                </Button>
              }
            />
          )
        }
      />
    </>
  );
}
