import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  EmptyState,
  EmptyStateBody,
  TabContentBody,
  ToolbarItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { queryRows } from "@/shared/ui/table/query-rows";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { extIdentityProvidersQuery } from "../api/ext-identity-providers-query";
import { extOrganizationsKeys } from "../api/keys";
import { loadRealmProvidersPage } from "../api/load-realm-providers-page";
import { useLinkExtIdentityProvider } from "../api/use-link-ext-identity-provider";
import { useUnlinkExtIdentityProvider } from "../api/use-unlink-ext-identity-provider";

type Provider = IdentityProviderRepresentation;

/**
 * The realm's identity providers linked to the organization. Those who may manage organizations
 * link one (chosen by a server search among the realm's providers, for the organization's domains)
 * and unlink one after a confirmation; the provider itself stays in the realm.
 */
export function IdentityProvidersTab({
  organization,
  canManage,
}: {
  organization: { id: string; name: string; domains: string[] };
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const linked = useQuery(extIdentityProvidersQuery(client, realm, organization.id));
  const link = useLinkExtIdentityProvider(organization.id);
  const unlink = useUnlinkExtIdentityProvider(organization.id);
  const { confirm, dialog } = useConfirmDialog();
  const [isLinking, setLinking] = useState(false);
  const linkedAliases = new Set((linked.data ?? []).map((provider) => provider.alias ?? ""));

  const askUnlink = (provider: Provider) => {
    const alias = provider.alias ?? "";
    confirm({
      title: t("extOrganizations.identityProviders.unlinkTitle", { alias }),
      message: t("extOrganizations.identityProviders.unlinkMessage", {
        alias,
        name: organization.name,
      }),
      confirmLabel: t("extOrganizations.identityProviders.unlink"),
      variant: "danger",
      errorTitle: t("extOrganizations.identityProviders.unlinkError"),
      onConfirm: async () => {
        await unlink.mutateAsync(alias);
        addAlert(t("extOrganizations.identityProviders.unlinked", { alias }), "success");
      },
    });
  };
  const linkButton = (
    <Button
      onClick={() => {
        setLinking(true);
      }}
    >
      {t("extOrganizations.identityProviders.link")}
    </Button>
  );

  return (
    <TabContentBody hasPadding>
      {dialog}
      {isLinking && (
        <PickerDialog<Provider>
          title={t("extOrganizations.identityProviders.linkTitle", { name: organization.name })}
          description={t("extOrganizations.identityProviders.linkHelp")}
          mode="single"
          listLabel={t("extOrganizations.identityProviders.candidates")}
          searchLabel={t("extOrganizations.identityProviders.search")}
          queryKey={[...extOrganizationsKeys.identityProviders(realm, organization.id), "choices"]}
          loader={(request, signal) => loadRealmProvidersPage(client, realm, request, signal)}
          rowKey={(provider) => provider.alias ?? ""}
          rowLabel={(provider) => provider.alias ?? ""}
          rowDescription={(provider) => provider.displayName}
          unavailableReason={(provider) =>
            linkedAliases.has(provider.alias ?? "")
              ? t("extOrganizations.identityProviders.alreadyLinked")
              : undefined
          }
          confirmLabel={() => t("extOrganizations.identityProviders.linkConfirm")}
          errorTitle={t("extOrganizations.identityProviders.linkError")}
          onConfirm={async ([chosen]) => {
            const alias = chosen?.alias ?? "";
            await link.mutateAsync({ alias, domains: organization.domains });
            addAlert(t("extOrganizations.identityProviders.linked", { alias }), "success");
          }}
          onClose={() => {
            setLinking(false);
          }}
          emptyState={
            <EmptyState
              headingLevel="h2"
              titleText={t("extOrganizations.identityProviders.noProvidersTitle")}
            >
              <EmptyStateBody>
                {t("extOrganizations.identityProviders.noProvidersBody")}
              </EmptyStateBody>
            </EmptyState>
          }
        />
      )}
      <ClientDataTable<Provider>
        {...queryRows(linked)}
        ariaLabel={t("extOrganizations.identityProviders.tableLabel")}
        rowKey={(provider) => provider.alias ?? ""}
        rowLabel={(provider) => provider.alias ?? ""}
        columns={[
          {
            id: "alias",
            title: t("extOrganizations.identityProviders.alias"),
            value: (provider) => provider.alias,
            cell: (provider) => provider.alias,
          },
          {
            id: "displayName",
            title: t("extOrganizations.identityProviders.displayName"),
            value: (provider) => provider.displayName,
            cell: (provider) => provider.displayName ?? "",
          },
          {
            id: "type",
            title: t("extOrganizations.identityProviders.type"),
            value: (provider) => provider.providerId,
            cell: (provider) => provider.providerId ?? "",
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("extOrganizations.identityProviders.unlink"),
              isDanger: true,
              onClick: askUnlink,
            },
          ],
        })}
        toolbarItems={() => canManage && <ToolbarItem>{linkButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("extOrganizations.identityProviders.emptyTitle")}
            body={t("extOrganizations.identityProviders.emptyBody")}
            action={canManage && linkButton}
          />
        }
      />
    </TabContentBody>
  );
}
