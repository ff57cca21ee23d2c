import type { UserRepresentation } from "@gatehouse/admin-client";
import { Button, EmptyState, EmptyStateBody, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { SessionTypeLabel } from "@/shared/sessions/session-type-label";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { DateTime } from "@/shared/ui/time/date-time";
import { useRevokeOfflineAccess } from "../api/use-revoke-offline-access";
import { useSignOut } from "../api/use-sign-out";
import { userOfflineSessionsQuery } from "../api/user-offline-sessions-query";
import { userSessionsQuery } from "../api/user-sessions-query";
import { sessionRows, type SessionRow } from "../session-rows";
import { useCanManageUser } from "../use-can-manage-user";

/**
 * The user's regular and offline sessions with client, address, start and last access; sign out
 * one or all regular sessions, end one offline session, or revoke a client's offline access
 * (which also withdraws the consent given to it).
 */
export function SessionsTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const userId = user.id ?? "";
  const sessions = useQuery(userSessionsQuery(client, realm, userId));
  const offline = useQuery(userOfflineSessionsQuery(client, realm, userId));
  const signOut = useSignOut(userId);
  const revoke = useRevokeOfflineAccess(userId);
  const { ask, dialog } = useConfirmAction();
  const canManage = useCanManageUser(user);
  const rows = sessionRows(sessions.data ?? [], offline.data ?? []);
  const hasOffline = rows.some((row) => row.type === "offline");

  const askSignOut = (row?: SessionRow) => {
    ask({
      title:
        row === undefined ? t("users.sessions.signOutAllTitle") : t("users.sessions.signOutTitle"),
      message:
        row === undefined
          ? hasOffline
            ? t("users.offline.signOutAllMessage", { username: user.username })
            : t("users.sessions.signOutAllMessage", { username: user.username })
          : t("users.sessions.signOutMessage", { address: row.session.ipAddress ?? "" }),
      confirmLabel:
        row === undefined ? t("users.sessions.signOutAll") : t("users.sessions.signOut"),
      errorTitle: t("users.sessions.signOutError"),
      action: () =>
        signOut.mutateAsync(
          row === undefined ? undefined : { sessionId: row.session.id ?? "", isOffline: false },
        ),
      successMessage: t("users.sessions.signedOut"),
    });
  };

  const askEndOffline = (row: SessionRow) => {
    ask({
      title: t("users.offline.endTitle"),
      message: t("users.offline.endMessage", {
        username: user.username,
        address: row.session.ipAddress ?? "",
        clients: row.clients,
      }),
      confirmLabel: t("users.offline.end"),
      errorTitle: t("users.offline.endError"),
      action: () => signOut.mutateAsync({ sessionId: row.session.id ?? "", isOffline: true }),
      successMessage: t("users.offline.ended"),
    });
  };

  const askRevoke = (row: SessionRow) => {
    const clientId = row.offlineClient?.clientId ?? "";
    ask({
      title: t("users.offline.revokeTitle"),
      message: t("users.offline.revokeMessage", { client: clientId, username: user.username }),
      confirmLabel: t("users.offline.revoke"),
      errorTitle: t("users.offline.revokeError"),
      action: () => revoke.mutateAsync(clientId),
      successMessage: t("users.offline.revoked", { client: clientId }),
    });
  };

  return (
    <>
      {dialog}
      <ClientDataTable<SessionRow>
        ariaLabel={t("users.sessions.tableLabel")}
        rows={rows}
        isLoading={sessions.isPending || offline.isPending}
        error={sessions.error ?? offline.error ?? undefined}
        onRefresh={() => {
          void sessions.refetch();
          void offline.refetch();
        }}
        isSearchable={false}
        rowKey={(row) => row.key}
        rowLabel={(row) => `${row.session.ipAddress ?? ""} ${row.clients}`.trim()}
        columns={[
          {
            id: "type",
            title: t("users.offline.type"),
            cell: (row) => <SessionTypeLabel offline={row.type === "offline"} />,
          },
          { id: "clients", title: t("users.sessions.clients"), cell: (row) => row.clients },
          {
            id: "ip",
            title: t("users.sessions.ipAddress"),
            cell: (row) => row.session.ipAddress,
          },
          {
            id: "start",
            title: t("users.sessions.started"),
            cell: (row) =>
              row.session.start === undefined ? null : <DateTime value={row.session.start} />,
          },
          {
            id: "lastAccess",
            title: t("users.sessions.lastAccess"),
            cell: (row) =>
              row.session.lastAccess === undefined ? null : (
                <DateTime value={row.session.lastAccess} />
              ),
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("users.sessions.signOut"),
              isDanger: true,
              isHidden: (row: SessionRow) => row.type !== "regular",
              onClick: askSignOut,
            },
            {
              title: t("users.offline.end"),
              isDanger: true,
              isHidden: (row: SessionRow) => row.type !== "offline",
              onClick: askEndOffline,
            },
            {
              title: t("users.offline.revoke"),
              isDanger: true,
              isHidden: (row: SessionRow) => row.type !== "offline",
              onClick: askRevoke,
            },
          ],
        })}
        toolbarItems={() =>
          canManage && (
            <ToolbarItem>
              <Button
                variant="secondary"
                onClick={() => {
                  askSignOut();
                }}
              >
                {t("users.sessions.signOutAll")}
              </Button>
            </ToolbarItem>
          )
        }
        emptyState={
          <EmptyState headingLevel="h2" titleText={t("users.sessions.emptyTitle")}>
            <EmptyStateBody>{t("users.sessions.emptyBody")}</EmptyStateBody>
          </EmptyState>
        }
      />
    </>
  );
}
