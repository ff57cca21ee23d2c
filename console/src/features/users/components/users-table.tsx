import type { UserRepresentation } from "@gatehouse/admin-client";
import { Button, Spinner } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { DataTable } from "@/shared/ui/table/data-table";
import { SearchBox } from "@/shared/ui/table/search-box";
import type { TableSelection } from "@/shared/ui/table/table-types";
import { useTableState } from "@/shared/ui/table/use-table-state";
import { DateTime } from "@/shared/ui/time/date-time";
import type { BulkActionKind } from "../api/bulk-operations";
import { usersKeys } from "../api/keys";
import { useDeleteUser } from "../api/use-delete-user";
import { useHoldsImpersonation } from "../api/use-holds-impersonation";
import { useImpersonate } from "../api/use-impersonate";
import { useUnlockAllUsers } from "../api/use-unlock-all-users";
import { userStorageQuery } from "../api/user-storage-query";
import { usersQuery } from "../api/users-query";
import { toUser } from "@/shared/paths/user-paths";
import { toAddUser } from "../paths";
import {
  usersFilterFromAddress,
  usersFilterNames,
  usersFilterToAddress,
  type UsersFilter,
} from "../search-state";
import { useManageUserCheck } from "../use-can-manage-user";
import { bulkSelectionOf, tableSearchOf, usersListMode, waitsForSearch } from "../users-list-mode";
import { AttributeSearchDialog } from "./attribute-search-dialog";
import { BulkActionDialog } from "./bulk-action-dialog";
import { EmailCell, UsernameCell } from "./user-cells";
import { UsersEmptyState } from "./users-empty-state";
import { UsersToolbar } from "./users-toolbar";

interface BulkRun {
  kind: BulkActionKind;
  selection: TableSelection<UserRepresentation>;
  done: () => void;
}

/**
 * The realm's users, paged and counted by the server, with search, row and bulk actions. Page,
 * search, the exact switch and attribute conditions live in the address.
 */
export function UsersTable() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const access = useAccess();
  const { addAlert } = useAlerts();
  const deleteUser = useDeleteUser();
  const unlockAll = useUnlockAllUsers();
  const { impersonate } = useImpersonate();
  const holdsImpersonation = useHoldsImpersonation();
  const realmRepresentation = useRealmRepresentation();
  const canManageUser = useManageUserCheck();
  const { confirm, dialog } = useConfirmDialog();
  const [editingAttributes, setEditingAttributes] = useState(false);
  const [bulk, setBulk] = useState<BulkRun>();
  const table = useTableState({ filterNames: usersFilterNames });
  const filter = usersFilterFromAddress(table.filters);
  const canManage = access.hasAccess("manage-users");
  const canUnlockAll = canManage && realmRepresentation?.bruteForceProtected === true;
  // Listing user storage providers needs view-realm; without it the list loads as usual.
  const storage = useQuery({
    ...userStorageQuery(client, realm),
    enabled: access.hasAccess("view-realm"),
  });
  const tableShows = useDeferredValue(!storage.isLoading);
  const mode = usersListMode({
    filter,
    hasUserStorage: storage.data === true,
    search: table.search,
  });
  const requiredSearch = mode.kind === "searchRequired" ? mode.search : "";

  const setFilter = (next: UsersFilter) => {
    // An attribute search replaces the text search: the server ignores text beside conditions.
    table.setFilters(
      usersFilterToAddress(next),
      next.attributes.length > 0 ? { search: "" } : undefined,
    );
  };
  const clearAttributes = () => {
    setFilter({ ...filter, attributes: [] });
  };
  const openAttributes = () => {
    setEditingAttributes(true);
  };
  const askDelete = (user: UserRepresentation) => {
    confirm({
      title: t("users.delete.title"),
      message: t("users.delete.message", { username: user.username }),
      confirmLabel: t("users.delete.confirm"),
      variant: "danger",
      errorTitle: t("users.delete.error"),
      onConfirm: async () => {
        await deleteUser.mutateAsync(user.id ?? "");
        addAlert(t("users.delete.success", { username: user.username }), "success");
      },
    });
  };
  const askUnlockAll = () => {
    confirm({
      title: t("users.unlockAll.title"),
      message: t("users.unlockAll.message"),
      confirmLabel: t("users.unlockAll.confirm"),
      errorTitle: t("users.unlockAll.error"),
      onConfirm: async () => {
        await unlockAll.mutateAsync();
        addAlert(t("users.unlockAll.success"), "success");
      },
    });
  };
  const searchBox = (
    <SearchBox
      value={requiredSearch}
      onSearch={table.setSearch}
      placeholder={t("users.searchPlaceholder")}
      tableLabel={t("users.tableLabel")}
    />
  );
  const addUserButton = canManage && (
    <Button
      variant="primary"
      onClick={() => {
        void navigate(toAddUser({ realm }));
      }}
    >
      {t("users.addUser.open")}
    </Button>
  );
  const unlockAllButton = canUnlockAll && (
    <Button variant="secondary" onClick={askUnlockAll}>
      {t("users.unlockAll.open")}
    </Button>
  );

  // The table mounts in a render that yields to the browser, so the page of users the route asked
  // for as soon as the check answered goes out instead of waiting for that render.
  if (storage.isLoading || !tableShows)
    return <Spinner size="lg" aria-label={t("users.loading")} />;

  return (
    <>
      {dialog}
      {editingAttributes && (
        <AttributeSearchDialog
          initial={filter.attributes}
          onClose={() => {
            setEditingAttributes(false);
          }}
          onSearch={(attributes) => {
            setEditingAttributes(false);
            setFilter({ ...filter, attributes });
          }}
        />
      )}
      {bulk !== undefined && (
        <BulkActionDialog
          kind={bulk.kind}
          selection={bulk.selection}
          filter={filter}
          onClose={(changed) => {
            if (changed) bulk.done();
            setBulk(undefined);
          }}
        />
      )}
      <DataTable<UserRepresentation>
        ariaLabel={t("users.tableLabel")}
        state={{ ...table, search: tableSearchOf(mode, table.search) }}
        {...(waitsForSearch(mode)
          ? {
              queryKey: [...usersKeys.list(realm, filter), { search: "" }],
              loader: () => Promise.resolve({ rows: [], total: 0 }),
            }
          : usersQuery(
              client,
              realm,
              filter,
              mode.kind === "searchRequired" ? requiredSearch : undefined,
            ))}
        isSearchable={mode.kind === "all"}
        searchPlaceholder={t("users.searchPlaceholder")}
        rowKey={(user) => user.id ?? ""}
        rowLabel={(user) => user.username ?? ""}
        {...(canManage && { selectable: "multiple" as const })}
        columns={[
          {
            id: "username",
            title: t("users.username"),
            cell: (user) => <UsernameCell user={user} />,
          },
          { id: "email", title: t("users.email"), cell: (user) => <EmailCell user={user} /> },
          { id: "lastName", title: t("users.lastName"), cell: (user) => user.lastName },
          { id: "firstName", title: t("users.firstName"), cell: (user) => user.firstName },
          {
            id: "created",
            title: t("users.created"),
            cell: (user) =>
              user.createdTimestamp === undefined ? null : (
                <DateTime value={user.createdTimestamp} />
              ),
          },
        ]}
        actions={[
          {
            title: t("users.openDetails"),
            onClick: (user) => {
              void navigate(toUser({ realm, id: user.id ?? "" }));
            },
          },
          {
            title: t("users.header.impersonate"),
            // List rows do not say whether the user may be impersonated; the hook asks on click.
            isHidden: (user) => !holdsImpersonation || user.access?.["impersonate"] === false,
            onClick: (user) => {
              impersonate(user.id ?? "", { verify: true });
            },
          },
          {
            title: t("users.delete.confirm"),
            isDanger: true,
            isHidden: (user) => !canManageUser(user),
            onClick: askDelete,
          },
        ]}
        toolbarItems={(context) => (
          <UsersToolbar
            mode={mode}
            filter={filter}
            onFilterChange={setFilter}
            context={context}
            searchBox={searchBox}
            onEditAttributes={openAttributes}
            canManage={canManage}
            onBulkAction={(kind, { selection, clearSelection, refresh }) => {
              setBulk({
                kind,
                selection: bulkSelectionOf(mode, selection),
                done: () => {
                  clearSelection();
                  refresh();
                },
              });
            }}
            addUserButton={addUserButton}
            unlockAllButton={unlockAllButton}
          />
        )}
        emptyState={
          <UsersEmptyState
            mode={mode}
            seesEveryUser={access.hasAccess("view-users")}
            searchBox={searchBox}
            addUserButton={addUserButton}
            unlockAllButton={unlockAllButton}
            onEditAttributes={openAttributes}
            onClearAttributes={clearAttributes}
          />
        }
      />
    </>
  );
}
