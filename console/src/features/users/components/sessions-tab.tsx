import type { UserRepresentation, UserSessionRepresentation } from "@gatehouse/admin-client";
import { Button, EmptyState, EmptyStateBody, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { DateTime } from "@/shared/ui/time/date-time";
import { userSessionsQuery, useSignOut } from "../api/sessions";

const clientsOf = (session: UserSessionRepresentation) =>
  Object.values(session.clients ?? {}).join(", ");

/** The user's sessions with client, address, start and last access; sign out one or all. */
export function SessionsTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const { addAlert } = useAlerts();
  const userId = user.id ?? "";
  const sessions = useQuery(userSessionsQuery(client, realm, userId));
  const signOut = useSignOut(userId);
  const { confirm, dialog } = useConfirmDialog();
  const canManage = access.hasAccess("manage-users") && user.access?.["manage"] !== false;

  const askSignOut = (session?: UserSessionRepresentation) => {
    confirm({
      title:
        session === undefined
          ? t("users.sessions.signOutAllTitle")
          : t("users.sessions.signOutTitle"),
      message:
        session === undefined
          ? t("users.sessions.signOutAllMessage", { username: user.username })
          : t("users.sessions.signOutMessage", { address: session.ipAddress ?? "" }),
      confirmLabel:
        session === undefined ? t("users.sessions.signOutAll") : t("users.sessions.signOut"),
      variant: "danger",
      errorTitle: t("users.sessions.signOutError"),
      onConfirm: async () => {
        await signOut.mutateAsync(session?.id);
        addAlert(t("users.sessions.signedOut"), "success");
      },
    });
  };

  return (
    <>
      {dialog}
      <ClientDataTable<UserSessionRepresentation>
        ariaLabel={t("users.sessions.tableLabel")}
        rows={sessions.data ?? []}
        isLoading={sessions.isPending}
        error={sessions.error ?? undefined}
        onRefresh={() => void sessions.refetch()}
        isSearchable={false}
        rowKey={(session) => session.id ?? ""}
        rowLabel={(session) => `${session.ipAddress ?? ""} ${clientsOf(session)}`.trim()}
        columns={[
          { id: "clients", title: t("users.sessions.clients"), cell: clientsOf },
          { id: "ip", title: t("users.sessions.ipAddress"), cell: (session) => session.ipAddress },
          {
            id: "start",
            title: t("users.sessions.started"),
            cell: (session) =>
              session.start === undefined ? null : <DateTime value={session.start} />,
          },
          {
            id: "lastAccess",
            title: t("users.sessions.lastAccess"),
            cell: (session) =>
              session.lastAccess === undefined ? null : <DateTime value={session.lastAccess} />,
          },
        ]}
        {...(canManage && {
          actions: [{ title: t("users.sessions.signOut"), isDanger: true, onClick: askSignOut }],
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
