import type { RealmNameRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  Content,
  EmptyState,
  EmptyStateBody,
  PageSection,
  Title,
  ToolbarItem,
} from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useWhoAmI } from "@/shared/api/console-data";
import { useEnvironment } from "@/shared/api/environment-context";
import { useRealm } from "@/shared/api/realm";
import { toRealmRoot } from "@/shared/paths/realm-root-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { DataTable } from "@/shared/ui/table/data-table";
import { realmsQuery } from "./api/realms-query";
import { useDeleteRealm } from "@/shared/api/use-delete-realm";
import { CreateRealmDialog } from "./components/create-realm-dialog";

/** The realms the administrator may see: search, create, open and delete. */
export function RealmsPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const environment = useEnvironment();
  const currentRealm = useRealm();
  const whoAmI = useWhoAmI();
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const deleteRealm = useDeleteRealm();
  const { confirm, dialog } = useConfirmDialog();
  const [creating, setCreating] = useState(false);

  const askDelete = ({ name }: RealmNameRepresentation) => {
    confirm({
      title: t("realms.delete.title", { realm: name }),
      message: t("realms.delete.message", { realm: name }),
      confirmLabel: t("realms.delete.confirm"),
      variant: "danger",
      confirmationText: name,
      errorTitle: t("realms.delete.error"),
      onConfirm: async () => {
        await deleteRealm.mutateAsync(name);
        addAlert(t("realms.delete.success", { realm: name }), "success");
        if (name === currentRealm) void navigate(toRealmRoot(environment.masterRealm));
      },
    });
  };

  const createButton = (
    <Button
      onClick={() => {
        setCreating(true);
      }}
    >
      {t("realms.create.open")}
    </Button>
  );

  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("realms.title")}</Title>
        <Content component="p">{t("realms.description")}</Content>
      </PageSection>
      <PageSection>
        <DataTable<RealmNameRepresentation>
          ariaLabel={t("realms.tableLabel")}
          {...realmsQuery(client, environment.realm)}
          rowKey={(entry) => entry.name}
          rowLabel={(entry) => entry.name}
          searchPlaceholder={t("realms.search")}
          columns={[
            {
              id: "name",
              title: t("realms.name"),
              cell: (entry) => <Link to={toRealmRoot(entry.name)}>{entry.name}</Link>,
            },
            {
              id: "displayName",
              title: t("realms.displayName"),
              cell: (entry) => entry.displayName ?? "",
            },
          ]}
          actions={[
            {
              title: t("realms.delete.confirm"),
              isDanger: true,
              onClick: askDelete,
              // The administration realm cannot be deleted.
              isHidden: (entry) => entry.name === environment.masterRealm,
            },
          ]}
          toolbarItems={() => whoAmI.createRealm && <ToolbarItem>{createButton}</ToolbarItem>}
          emptyState={
            <EmptyState titleText={t("realms.empty")} headingLevel="h2">
              <EmptyStateBody>{t("realms.emptyHint")}</EmptyStateBody>
              {whoAmI.createRealm && createButton}
            </EmptyState>
          }
        />
      </PageSection>
      {dialog}
      {creating && (
        <CreateRealmDialog
          onClose={() => {
            setCreating(false);
          }}
          onCreated={(realm) => {
            setCreating(false);
            void navigate(toRealmRoot(realm));
          }}
        />
      )}
    </>
  );
}
