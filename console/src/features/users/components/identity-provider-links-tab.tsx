import type {
  FederatedIdentityRepresentation,
  IdentityProviderRepresentation,
  UserRepresentation,
} from "@gatehouse/admin-client";
import {
  Button,
  Content,
  EmptyState,
  EmptyStateBody,
  Stack,
  StackItem,
  Title,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { TextControl } from "@/shared/ui/form/text-control";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { DataTable } from "@/shared/ui/table/data-table";
import { identityProviderLinksQuery } from "../api/identity-provider-links-query";
import { usersKeys } from "../api/keys";
import { loadLinkableProviders } from "../api/load-linkable-providers";
import { useLinkIdentityProvider } from "../api/use-link-identity-provider";
import { useUnlinkIdentityProvider } from "../api/use-unlink-identity-provider";
import { useCanManageUser } from "../use-can-manage-user";
import { queryRows } from "@/shared/ui/table/query-rows";

/** Either right lets the server list the realm's identity providers. */
const providerRights = ["view-identity-providers", "manage-identity-providers"] as const;

const providerName = (provider: IdentityProviderRepresentation) =>
  provider.displayName !== undefined && provider.displayName !== ""
    ? provider.displayName
    : (provider.alias ?? "");

/** The user's links to accounts at identity providers, and the providers it can still be linked to. */
export function IdentityProviderLinksTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const userId = user.id ?? "";
  const links = useQuery(identityProviderLinksQuery(client, realm, userId));
  const unlink = useUnlinkIdentityProvider(userId);
  const { ask, dialog } = useConfirmAction();
  const [linking, setLinking] = useState<IdentityProviderRepresentation>();
  const canManage = useCanManageUser(user);
  // The server lists the realm's identity providers only to those who may see them; linking
  // itself needs manage-users alone.
  const canListProviders = useAccess().hasSomeAccess(...providerRights);

  const askUnlink = (link: FederatedIdentityRepresentation) => {
    const alias = link.identityProvider ?? "";
    ask({
      title: t("users.idpLinks.unlinkTitle"),
      message: t("users.idpLinks.unlinkMessage", { provider: alias, username: user.username }),
      confirmLabel: t("users.idpLinks.unlink"),
      errorTitle: t("users.idpLinks.unlinkError"),
      action: () => unlink.mutateAsync(alias),
      successMessage: t("users.idpLinks.unlinked", { provider: alias }),
    });
  };

  return (
    <Stack hasGutter>
      {dialog}
      {linking !== undefined && (
        <LinkAccountDialog
          userId={userId}
          provider={linking}
          onClose={() => {
            setLinking(undefined);
          }}
        />
      )}
      <StackItem>
        <Title headingLevel="h2" size="lg">
          {t("users.idpLinks.linkedTitle")}
        </Title>
        <ClientDataTable<FederatedIdentityRepresentation>
          ariaLabel={t("users.idpLinks.linkedTable")}
          // The providers table below keeps its state in the address too.
          addressPrefix="linked-"
          {...queryRows(links)}
          isSearchable={false}
          rowKey={(link) => link.identityProvider ?? ""}
          rowLabel={(link) => link.identityProvider ?? ""}
          columns={[
            {
              id: "provider",
              title: t("users.idpLinks.provider"),
              cell: (link) => link.identityProvider,
            },
            { id: "userId", title: t("users.idpLinks.userId"), cell: (link) => link.userId },
            { id: "userName", title: t("users.idpLinks.userName"), cell: (link) => link.userName },
          ]}
          {...(canManage && {
            actions: [{ title: t("users.idpLinks.unlink"), isDanger: true, onClick: askUnlink }],
          })}
          emptyState={
            <EmptyState headingLevel="h3" titleText={t("users.idpLinks.noLinksTitle")}>
              <EmptyStateBody>{t("users.idpLinks.noLinksBody")}</EmptyStateBody>
            </EmptyState>
          }
        />
      </StackItem>
      {canManage && links.data !== undefined && (
        <StackItem>
          <Title headingLevel="h2" size="lg">
            {t("users.idpLinks.availableTitle")}
          </Title>
          {!canListProviders ? (
            <Content component="p">
              {t("users.idpLinks.providersClosed", { rights: providerRights.join(", ") })}
            </Content>
          ) : (
            <DataTable<IdentityProviderRepresentation>
              ariaLabel={t("users.idpLinks.availableTable")}
              // The links are part of the key: the loader leaves the linked providers out.
              queryKey={[
                ...usersKeys.linkableProviders(realm, userId),
                links.data.map((link) => link.identityProvider),
              ]}
              loader={(request, signal) =>
                loadLinkableProviders(client, realm, links.data, request, signal)
              }
              staleTime={10_000}
              searchPlaceholder={t("users.idpLinks.search")}
              rowKey={(provider) => provider.alias ?? ""}
              rowLabel={providerName}
              columns={[
                { id: "name", title: t("users.idpLinks.name"), cell: providerName },
                {
                  id: "alias",
                  title: t("users.idpLinks.alias"),
                  cell: (provider) => provider.alias,
                },
                {
                  id: "type",
                  title: t("users.idpLinks.type"),
                  cell: (provider) => provider.providerId,
                },
                {
                  id: "link",
                  title: t("users.idpLinks.linkColumn"),
                  cell: (provider) => (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t("users.idpLinks.linkAt", { provider: providerName(provider) })}
                      onClick={() => {
                        setLinking(provider);
                      }}
                    >
                      {t("users.idpLinks.link")}
                    </Button>
                  ),
                },
              ]}
              emptyState={
                <EmptyState headingLevel="h3" titleText={t("users.idpLinks.noneAvailableTitle")}>
                  <EmptyStateBody>{t("users.idpLinks.noneAvailableBody")}</EmptyStateBody>
                </EmptyState>
              }
            />
          )}
        </StackItem>
      )}
    </Stack>
  );
}

interface LinkAccountValues {
  userId: string;
  userName: string;
}

/** Asks for the user's id and username at one identity provider and links the accounts. */
function LinkAccountDialog({
  userId,
  provider,
  onClose,
}: {
  userId: string;
  provider: IdentityProviderRepresentation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const link = useLinkIdentityProvider(userId);
  const form = useForm<LinkAccountValues>({
    defaultValues: { userId: "", userName: "" },
    mode: "onChange",
  });
  const name = providerName(provider);
  const required = {
    required: true,
    validate: (value: string) => value.trim() !== "" || t("form.required"),
  };

  return (
    <FormDialog<LinkAccountValues>
      title={t("users.idpLinks.linkTitle", { provider: name })}
      form={form}
      submitLabel={t("users.idpLinks.link")}
      cancelLabel={t("users.idpLinks.cancel")}
      isSubmitDisabled={!form.formState.isValid}
      errorTitle={t("users.idpLinks.linkError")}
      onSubmit={async (values) => {
        await link.mutateAsync({
          alias: provider.alias ?? "",
          userId: values.userId.trim(),
          userName: values.userName.trim(),
        });
        addAlert(t("users.idpLinks.linked", { provider: name }), "success");
      }}
      onClose={onClose}
    >
      <TextControl<LinkAccountValues>
        name="userId"
        label={t("users.idpLinks.userIdAt", { provider: name })}
        rules={required}
      />
      <TextControl<LinkAccountValues>
        name="userName"
        label={t("users.idpLinks.userNameAt", { provider: name })}
        rules={required}
      />
    </FormDialog>
  );
}
