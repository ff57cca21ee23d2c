import type {
  IdentityProviderRepresentation,
  OrganizationRepresentation,
} from "@gatehouse/admin-client";
import { Button, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { toIdentityProvider } from "@/shared/paths/identity-provider-paths";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { linkedIdentityProvidersQuery } from "../api/linked-identity-providers-query";
import { useUnlinkIdentityProvider } from "../api/use-unlink-identity-provider";
import { providerLinkValues } from "../provider-link";
import { ProviderLinkDialog } from "./provider-link-dialog";
import { queryRows } from "@/shared/ui/table/query-rows";

export interface IdentityProvidersTabProps {
  organization: OrganizationRepresentation;
  canManage: boolean;
}

type Editing = { provider?: IdentityProviderRepresentation } | undefined;

/**
 * The identity providers linked to the organization, with the domain each serves, whether a
 * matching e-mail sends the user to it and whether it is hidden on login. Linking, editing those
 * settings and unlinking for those who may manage users.
 */
export function IdentityProvidersTab({ organization, canManage }: IdentityProvidersTabProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const orgId = organization.id ?? "";
  // The domain, redirect and login-page settings are the provider's own: changing them takes the
  // right to manage identity providers as well.
  const access = useAccess();
  const canLink = canManage && access.hasAccess("manage-identity-providers");
  const linked = useQuery(linkedIdentityProvidersQuery(client, realm, orgId));
  const unlink = useUnlinkIdentityProvider(orgId);
  const { ask, dialog } = useConfirmAction();
  const [editing, setEditing] = useState<Editing>();
  const yesNo = (value: boolean) =>
    value ? t("organizations.identityProviders.yes") : t("organizations.identityProviders.no");

  const columns: TableColumn<IdentityProviderRepresentation>[] = [
    {
      id: "alias",
      title: t("organizations.identityProviders.alias"),
      value: (row) => row.alias,
      cell: (row) => (
        <Link
          to={toIdentityProvider({
            realm,
            providerId: row.providerId ?? "",
            alias: row.alias ?? "",
          })}
        >
          {row.alias ?? ""}
        </Link>
      ),
    },
    {
      id: "displayName",
      title: t("organizations.identityProviders.displayName"),
      value: (row) => row.displayName,
      cell: (row) => translatePlaceholders(row.displayName ?? "", t),
      truncate: true,
    },
    {
      id: "domain",
      title: t("organizations.identityProviders.domain"),
      value: (row) => providerLinkValues(row).domain,
      cell: (row) => providerLinkValues(row).domain,
    },
    {
      id: "redirect",
      title: t("organizations.identityProviders.redirectColumn"),
      cell: (row) => yesNo(providerLinkValues(row).redirectWhenEmailMatches),
    },
    {
      id: "hideOnLogin",
      title: t("organizations.identityProviders.hideOnLogin"),
      cell: (row) => yesNo(row.hideOnLogin === true),
    },
  ];
  const actions: RowAction<IdentityProviderRepresentation>[] = [
    {
      title: t("organizations.identityProviders.edit"),
      onClick: (provider) => {
        setEditing({ provider });
      },
    },
    {
      title: t("organizations.identityProviders.unlink"),
      isDanger: true,
      onClick: (provider) => {
        const alias = provider.alias ?? "";
        ask({
          title: t("organizations.identityProviders.unlinkTitle", { alias }),
          message: t("organizations.identityProviders.unlinkMessage", {
            alias,
            organization: organization.name,
          }),
          confirmLabel: t("organizations.identityProviders.unlinkConfirm"),
          errorTitle: t("organizations.identityProviders.unlinkError"),
          action: () => unlink.mutateAsync(alias),
          successMessage: t("organizations.identityProviders.unlinked", { alias }),
        });
      },
    },
  ];
  const linkButton = (
    <Button
      onClick={() => {
        setEditing({});
      }}
    >
      {t("organizations.identityProviders.link")}
    </Button>
  );

  return (
    <>
      {dialog}
      {editing !== undefined && (
        <ProviderLinkDialog
          organization={organization}
          {...(editing.provider !== undefined && { provider: editing.provider })}
          onClose={() => {
            setEditing(undefined);
          }}
        />
      )}
      <ClientDataTable<IdentityProviderRepresentation>
        {...queryRows(linked)}
        ariaLabel={t("organizations.identityProviders.tableLabel")}
        searchPlaceholder={t("organizations.identityProviders.search")}
        rowKey={(row) => row.alias ?? ""}
        rowLabel={(row) => row.alias ?? ""}
        columns={columns}
        {...(canLink && { actions })}
        toolbarItems={() => canLink && <ToolbarItem>{linkButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("organizations.identityProviders.emptyTitle")}
            body={t("organizations.identityProviders.emptyBody")}
            action={canLink && linkButton}
          />
        }
      />
    </>
  );
}
