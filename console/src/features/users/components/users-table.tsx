import type { UserRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  Checkbox,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
  Label,
  LabelGroup,
  Spinner,
  ToolbarItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
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
import { DateTime } from "@/shared/ui/time/date-time";
import type { BulkActionKind } from "../api/bulk-operations";
import { usersKeys } from "../api/keys";
import { loadUsersPage } from "../api/load-users-page";
import { useDeleteUser } from "../api/use-delete-user";
import { useHoldsImpersonation, useImpersonate } from "../api/use-impersonate";
import { useUnlockAllUsers } from "../api/use-unlock-all-users";
import { userStorageQuery } from "../api/user-storage-query";
import { toAddUser, toUser } from "../routes";
import {
  noUsersFilter,
  toAttributeQuery,
  type AttributeFilter,
  type UsersFilter,
} from "../search-state";
import { AttributeSearchDialog } from "./attribute-search-dialog";
import { BulkActionDialog } from "./bulk-action-dialog";
import { BulkActionsMenu } from "./bulk-actions-menu";
import { EmailCell, UsernameCell } from "./user-cells";

interface BulkRun {
  kind: BulkActionKind;
  selection: TableSelection<UserRepresentation>;
  done: () => void;
}

/** The realm's users, paged and counted by the server, with search, row and bulk actions. */
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
  const { confirm, dialog } = useConfirmDialog();
  const [filter, setFilter] = useState<UsersFilter>(noUsersFilter);
  const [editingAttributes, setEditingAttributes] = useState(false);
  const [bulk, setBulk] = useState<BulkRun>();
  const canManage = access.hasAccess("manage-users");
  const byAttributes = filter.attributes.length > 0;
  const canUnlockAll = canManage && realmRepresentation?.bruteForceProtected === true;
  // Listing user storage providers needs view-realm; without it the list loads as usual.
  const storage = useQuery({
    ...userStorageQuery(client, realm),
    enabled: access.hasAccess("view-realm"),
  });
  const searchRequired = storage.data === true;
  // With user storage the list waits for a search text of its own, kept here rather than in the table.
  const [requiredSearch, setRequiredSearch] = useState("");
  const withTextSearch = searchRequired && !byAttributes;
  const waiting = withTextSearch && requiredSearch === "";

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
  const setAttributes = (attributes: AttributeFilter[]) => {
    setFilter({ ...filter, attributes });
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
      onSearch={setRequiredSearch}
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
  const searchPrompt: ReactNode = (
    <EmptyState
      headingLevel="h2"
      titleText={
        requiredSearch === ""
          ? t("users.searchRequired.title")
          : t("users.searchRequired.noMatches", { search: requiredSearch })
      }
    >
      <EmptyStateBody>{t("users.searchRequired.body")}</EmptyStateBody>
      <EmptyStateFooter>
        {searchBox}
        <EmptyStateActions>
          {addUserButton}
          {unlockAllButton}
          <Button
            variant="link"
            onClick={() => {
              setEditingAttributes(true);
            }}
          >
            {t("users.attributeSearch.open")}
          </Button>
        </EmptyStateActions>
      </EmptyStateFooter>
    </EmptyState>
  );

  if (storage.isLoading) return <Spinner size="lg" aria-label={t("users.loading")} />;

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
            setAttributes(attributes);
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
        // A new attribute search starts over: first page, no text search, nothing selected.
        key={`${toAttributeQuery(filter.attributes)} ${requiredSearch}`}
        ariaLabel={t("users.tableLabel")}
        queryKey={
          withTextSearch
            ? [...usersKeys.list(realm, filter), { search: requiredSearch }]
            : usersKeys.list(realm, filter)
        }
        loader={(request, signal) =>
          waiting
            ? Promise.resolve({ rows: [], total: 0 })
            : loadUsersPage(
                client,
                realm,
                filter,
                withTextSearch ? { ...request, search: requiredSearch } : request,
                signal,
              )
        }
        staleTime={10_000}
        isSearchable={!byAttributes && !withTextSearch}
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
            isHidden: (user) => !canManage || user.access?.["manage"] === false,
            onClick: askDelete,
          },
        ]}
        toolbarItems={({ selection, clearSelection, refresh }) => (
          <>
            {withTextSearch && <ToolbarItem>{searchBox}</ToolbarItem>}
            {!byAttributes && (
              <ToolbarItem alignSelf="center">
                <Checkbox
                  id="users-exact-search"
                  label={t("users.exactSearch")}
                  isChecked={filter.exact}
                  onChange={(_event, exact) => {
                    setFilter({ ...filter, exact });
                  }}
                />
              </ToolbarItem>
            )}
            <ToolbarItem>
              <Button
                variant="secondary"
                onClick={() => {
                  setEditingAttributes(true);
                }}
              >
                {t("users.attributeSearch.open")}
              </Button>
            </ToolbarItem>
            {byAttributes && (
              <ToolbarItem>
                <LabelGroup
                  categoryName={t("users.attributeSearch.category")}
                  isClosable
                  closeBtnAriaLabel={t("users.attributeSearch.clear")}
                  onClick={() => {
                    setAttributes([]);
                  }}
                >
                  {filter.attributes.map((condition, index) => (
                    <Label
                      key={`${condition.key}:${condition.value}`}
                      variant="outline"
                      closeBtnAriaLabel={t("users.attributeSearch.removeCondition", {
                        key: condition.key,
                        value: condition.value,
                      })}
                      onClose={() => {
                        setAttributes(
                          filter.attributes.filter((_other, position) => position !== index),
                        );
                      }}
                    >
                      {`${condition.key}: ${condition.value}`}
                    </Label>
                  ))}
                </LabelGroup>
              </ToolbarItem>
            )}
            {addUserButton && <ToolbarItem>{addUserButton}</ToolbarItem>}
            {canManage && (
              <ToolbarItem>
                <BulkActionsMenu
                  isDisabled={selection.kind === "rows" && selection.rows.length === 0}
                  onChoose={(kind) => {
                    setBulk({
                      kind,
                      selection,
                      done: () => {
                        clearSelection();
                        refresh();
                      },
                    });
                  }}
                />
              </ToolbarItem>
            )}
            {unlockAllButton && <ToolbarItem>{unlockAllButton}</ToolbarItem>}
          </>
        )}
        emptyState={
          withTextSearch ? (
            searchPrompt
          ) : (
            <EmptyState
              headingLevel="h2"
              titleText={byAttributes ? t("users.noAttributeMatches") : t("users.empty.title")}
            >
              <EmptyStateBody>
                {byAttributes ? t("users.noAttributeMatchesHint") : t("users.empty.body")}
              </EmptyStateBody>
              <EmptyStateFooter>
                <EmptyStateActions>
                  {byAttributes ? (
                    <Button
                      variant="link"
                      onClick={() => {
                        setAttributes([]);
                      }}
                    >
                      {t("users.attributeSearch.clear")}
                    </Button>
                  ) : (
                    addUserButton
                  )}
                </EmptyStateActions>
              </EmptyStateFooter>
            </EmptyState>
          )
        }
      />
    </>
  );
}
