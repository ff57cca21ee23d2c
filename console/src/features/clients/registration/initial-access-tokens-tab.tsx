import type { ClientInitialAccessPresentation } from "@gatehouse/admin-client";
import { Button, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { TableColumn } from "@/shared/ui/table/table-types";
import { DateTime } from "@/shared/ui/time/date-time";
import { useDeleteInitialAccessToken } from "../api/registration-delete-initial-access-token";
import { initialAccessTokensQuery } from "../api/registration-initial-access-tokens-query";
import { tokenExpiresAt } from "./initial-access-token-times";
import { toCreateInitialAccessToken } from "./paths";
import { queryRows } from "@/shared/ui/table/query-rows";

type Token = ClientInitialAccessPresentation;

/**
 * The realm's initial access tokens, which let software register clients dynamically: when each
 * was made and expires, how many clients it may register and how many remain. Managers create and
 * delete them; the server has no paging here, so the whole (short) list is read at once.
 */
export function InitialAccessTokensTab() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const canManage = useAccess().hasAccess("manage-clients");
  const tokens = useQuery(initialAccessTokensQuery(client, realm));
  const deleteToken = useDeleteInitialAccessToken();
  const openCreate = () => {
    void navigate(toCreateInitialAccessToken({ realm }));
  };

  const askDelete = (token: Token) => {
    confirm({
      title: t("clientRegistration.tokens.delete.title"),
      message: t("clientRegistration.tokens.delete.message", { id: token.id }),
      confirmLabel: t("clientRegistration.delete"),
      variant: "danger",
      errorTitle: t("clientRegistration.tokens.delete.error"),
      onConfirm: async () => {
        await deleteToken.mutateAsync(token.id ?? "");
        addAlert(t("clientRegistration.tokens.delete.success"), "success");
      },
    });
  };

  const columns: TableColumn<Token>[] = [
    {
      id: "id",
      title: t("clientRegistration.tokens.id"),
      cell: (token) => token.id,
      value: (token) => token.id,
    },
    {
      id: "timestamp",
      title: t("clientRegistration.tokens.created"),
      cell: (token) =>
        token.timestamp === undefined ? null : <DateTime value={token.timestamp * 1000} />,
      value: (token) => token.timestamp,
      sortable: true,
    },
    {
      id: "expires",
      title: t("clientRegistration.tokens.expires"),
      cell: (token) => {
        const expires = tokenExpiresAt(token);
        return expires === undefined ? (
          t("clientRegistration.tokens.never")
        ) : (
          <DateTime value={expires} />
        );
      },
      value: (token) => tokenExpiresAt(token) ?? Number.MAX_SAFE_INTEGER,
      sortable: true,
    },
    {
      id: "count",
      title: t("clientRegistration.tokens.count"),
      cell: (token) => token.count,
      value: (token) => token.count,
    },
    {
      id: "remaining",
      title: t("clientRegistration.tokens.remaining"),
      cell: (token) => token.remainingCount,
      value: (token) => token.remainingCount,
    },
  ];

  const createButton = (
    <Button variant="primary" onClick={openCreate}>
      {t("clientRegistration.tokens.create")}
    </Button>
  );

  return (
    <>
      {dialog}
      <ClientDataTable<Token>
        ariaLabel={t("clientRegistration.tokens.tableLabel")}
        {...queryRows(tokens)}
        searchPlaceholder={t("clientRegistration.tokens.search")}
        rowKey={(token) => token.id ?? ""}
        rowLabel={(token) => token.id ?? ""}
        defaultSort={{ column: "timestamp", direction: "desc" }}
        columns={columns}
        actions={
          canManage
            ? [{ title: t("clientRegistration.delete"), isDanger: true, onClick: askDelete }]
            : []
        }
        toolbarItems={() => canManage && <ToolbarItem>{createButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("clientRegistration.tokens.empty.title")}
            body={t("clientRegistration.tokens.empty.body")}
            action={canManage && createButton}
          />
        }
      />
    </>
  );
}
