import type { ClientProfileRepresentation } from "@gatehouse/admin-client";
import { Button, Label, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { RouterLink } from "@/shared/ui/links/router-link";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { clientProfilesQuery } from "../../api/client-profiles-query";
import { useChangeClientProfiles } from "../../api/use-change-client-profiles";
import { profileRows, withoutNamed, type Row } from "../client-policies-state";
import { toAddClientProfile, toClientProfile } from "../paths";
import { JsonListEditor } from "./json-list-editor";
import { ViewSwitch } from "./view-switch";

type ProfileRow = Row<ClientProfileRepresentation>;

/**
 * The realm's client profiles and the server's global ones, which cannot change. With
 * manage-realm the realm's own are created, opened to change and deleted after a confirmation.
 */
export function ProfilesSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const loaded = useQuery(clientProfilesQuery(client, realm));
  const change = useChangeClientProfiles();
  const { ask, dialog } = useConfirmAction();

  const askDelete = (row: ProfileRow) => {
    ask({
      title: t("realmSettings.clientPolicies.profiles.deleteTitle"),
      message: t("realmSettings.clientPolicies.profiles.deleteMessage", { name: row.name }),
      confirmLabel: t("realmSettings.clientPolicies.delete"),
      errorTitle: t("realmSettings.clientPolicies.profiles.deleteError"),
      action: () => change.mutateAsync((latest) => withoutNamed(latest, row.name)),
      successMessage: t("realmSettings.clientPolicies.profiles.deleted", { name: row.name }),
    });
  };
  const createButton = canManage && (
    <Button component={RouterLink} href={toAddClientProfile({ realm })}>
      {t("realmSettings.clientPolicies.profiles.create")}
    </Button>
  );

  const table = (
    <ClientDataTable<ProfileRow>
      ariaLabel={t("realmSettings.clientPolicies.profiles.table")}
      rows={loaded.data === undefined ? [] : profileRows(loaded.data)}
      isLoading={loaded.isPending}
      error={loaded.error ?? undefined}
      onRefresh={() => void loaded.refetch()}
      stateInAddress={false}
      searchPlaceholder={t("realmSettings.clientPolicies.profiles.search")}
      rowKey={(row) => `${row.isGlobal ? "global" : "realm"}:${row.name}`}
      rowLabel={(row) => row.name}
      columns={[
        {
          id: "name",
          title: t("realmSettings.clientPolicies.name"),
          value: (row) => row.name,
          sortable: true,
          cell: (row) => (
            <Link to={toClientProfile({ realm, profileName: row.name })}>{row.name}</Link>
          ),
        },
        {
          id: "type",
          title: t("realmSettings.clientPolicies.type"),
          value: (row) => (row.isGlobal ? "global" : "realm"),
          cell: (row) => (
            <Label isCompact color={row.isGlobal ? "blue" : "grey"}>
              {row.isGlobal
                ? t("realmSettings.clientPolicies.global")
                : t("realmSettings.clientPolicies.realmOwn")}
            </Label>
          ),
        },
        {
          id: "description",
          title: t("realmSettings.clientPolicies.description"),
          value: (row) => row.entry.description,
          truncate: true,
          cell: (row) => row.entry.description,
        },
      ]}
      {...(canManage && {
        actions: [
          {
            title: t("realmSettings.clientPolicies.delete"),
            isDanger: true,
            isHidden: (row) => row.isGlobal,
            onClick: askDelete,
          },
        ],
        toolbarItems: () => <ToolbarItem>{createButton}</ToolbarItem>,
      })}
      emptyState={
        <EmptyListState
          title={t("realmSettings.clientPolicies.profiles.emptyTitle")}
          body={t("realmSettings.clientPolicies.profiles.emptyBody")}
          action={createButton}
        />
      }
    />
  );

  return (
    <>
      {dialog}
      <ViewSwitch
        list={table}
        json={
          loaded.data !== undefined && (
            <JsonListEditor<ClientProfileRepresentation>
              // Start again from what the server holds once it has a new version.
              key={JSON.stringify(loaded.data.profiles ?? [])}
              listKey="profiles"
              entries={loaded.data.profiles ?? []}
              canManage={canManage}
              save={(entries) => change.mutateAsync(() => entries)}
              isSaving={change.isPending}
            />
          )
        }
      />
    </>
  );
}
