import { EmptyState, EmptyStateBody } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toUser } from "@/shared/paths/user-paths";
import { SessionTypeLabel } from "@/shared/sessions/session-type-label";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { DataTable } from "@/shared/ui/table/data-table";
import { DateTime } from "@/shared/ui/time/date-time";
import type { ClientTabProps } from "../api/client-query";
import { clientSessionsQuery, type ClientSessionRow } from "../api/sessions-query";
import { useEndClientSession } from "../api/sessions-sign-out";

/**
 * The client's sessions, regular ones and then offline ones, paged by the server: who, which
 * kind, when it started and was last used, and from where. With manage-users, a regular session
 * can be signed out and an offline one revoked, each after confirmation.
 */
export function ClientSessionsTab({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const canManage = access.hasAccess("manage-users");
  const end = useEndClientSession(client.id);
  const { ask, dialog } = useConfirmAction();

  const askEnd = ({ session, type }: ClientSessionRow) => {
    const offline = type === "offline";
    const texts = {
      username: session.username ?? "",
      address: session.ipAddress ?? "",
      client: client.clientId,
    };
    ask({
      title: offline
        ? t("clientRoles.sessions.revokeTitle")
        : t("clientRoles.sessions.signOutTitle"),
      message: offline
        ? t("clientRoles.sessions.revokeMessage", texts)
        : t("clientRoles.sessions.signOutMessage", texts),
      confirmLabel: offline ? t("clientRoles.sessions.revoke") : t("clientRoles.sessions.signOut"),
      errorTitle: offline
        ? t("clientRoles.sessions.revokeError")
        : t("clientRoles.sessions.signOutError"),
      action: () => end.mutateAsync({ sessionId: session.id ?? "", isOffline: offline }),
      successMessage: offline
        ? t("clientRoles.sessions.revoked", texts)
        : t("clientRoles.sessions.signedOut", texts),
    });
  };

  return (
    <>
      {dialog}
      <DataTable<ClientSessionRow>
        {...clientSessionsQuery(adminClient, realm, client.id)}
        ariaLabel={t("clientRoles.sessions.tableLabel")}
        isSearchable={false}
        rowKey={(row) => `${row.type}:${row.session.id ?? ""}`}
        rowLabel={(row) => `${row.session.username ?? ""} ${row.session.ipAddress ?? ""}`.trim()}
        columns={[
          {
            id: "user",
            title: t("clientRoles.sessions.user"),
            cell: ({ session }) =>
              session.userId === undefined ? (
                session.username
              ) : (
                <Link to={toUser({ realm, id: session.userId })}>{session.username}</Link>
              ),
          },
          {
            id: "type",
            title: t("clientRoles.sessions.type"),
            cell: (row) => <SessionTypeLabel offline={row.type === "offline"} />,
          },
          {
            id: "start",
            title: t("clientRoles.sessions.started"),
            cell: ({ session }) =>
              session.start === undefined ? null : <DateTime value={session.start} />,
          },
          {
            id: "lastAccess",
            title: t("clientRoles.sessions.lastAccess"),
            cell: ({ session }) =>
              session.lastAccess === undefined ? null : <DateTime value={session.lastAccess} />,
          },
          {
            id: "ip",
            title: t("clientRoles.sessions.ipAddress"),
            cell: ({ session }) => session.ipAddress,
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("clientRoles.sessions.signOut"),
              isDanger: true,
              isHidden: (row: ClientSessionRow) => row.type !== "regular",
              onClick: askEnd,
            },
            {
              title: t("clientRoles.sessions.revoke"),
              isDanger: true,
              isHidden: (row: ClientSessionRow) => row.type !== "offline",
              onClick: askEnd,
            },
          ],
        })}
        emptyState={
          <EmptyState headingLevel="h2" titleText={t("clientRoles.sessions.emptyTitle")}>
            <EmptyStateBody>{t("clientRoles.sessions.emptyBody")}</EmptyStateBody>
          </EmptyState>
        }
      />
    </>
  );
}
