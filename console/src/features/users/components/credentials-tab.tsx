import type { CredentialRepresentation, UserRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
  Label,
  ToolbarItem,
  Tooltip,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { DateTime } from "@/shared/ui/time/date-time";
import { credentialsQuery } from "../api/credentials-query";
import { storageCredentialTypesQuery } from "../api/storage-credential-types-query";
import { useFederationProvider } from "../api/use-federation-provider";
import { useDeleteCredential } from "../api/use-delete-credential";
import { useMoveCredential } from "../api/use-move-credential";
import { useRemoveTotp } from "../api/use-remove-totp";
import { credentialMove } from "../credential-order";
import { credentialRowKey, credentialRows, isFederatedCredential } from "../federated-credentials";
import { ExecuteActionsDialog } from "./execute-actions-dialog";
import { RenameCredentialDialog } from "./rename-credential-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { useCanManageUser } from "../use-can-manage-user";

/**
 * The user's credentials: reset the password, rename, reorder and delete. Credentials a federation
 * provider keeps are listed too, marked as the provider's and without actions.
 */
export function CredentialsTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addError } = useAlerts();
  const userId = user.id ?? "";
  const credentials = useQuery(credentialsQuery(client, realm, userId));
  const federationLink = user.federationLink || undefined;
  const providerTypes = useQuery({
    ...storageCredentialTypesQuery(client, realm, userId),
    enabled: federationLink !== undefined,
  });
  const provider = useFederationProvider(user);
  const deleteCredential = useDeleteCredential(userId);
  const moveCredential = useMoveCredential(userId);
  const removeTotp = useRemoveTotp(userId);
  const { ask, dialog } = useConfirmAction();
  const [resetting, setResetting] = useState(false);
  const [emailingReset, setEmailingReset] = useState(false);
  const [renaming, setRenaming] = useState<CredentialRepresentation>();
  const canManage = useCanManageUser(user);
  // A read-only provider refuses a new password, whether set here or by the user after an e-mail;
  // the buttons wait for the provider's answer rather than show and vanish.
  const canSetPassword = canManage && !provider.isLoading && provider.data?.isReadOnly !== true;
  const rows = credentialRows(credentials.data ?? [], providerTypes.data ?? []);
  const ids = rows
    .filter((credential) => !isFederatedCredential(credential))
    .map((credential) => credential.id ?? "");
  const storedBy =
    provider.data == null
      ? t("users.federation.storedByFederation")
      : t("users.federation.storedBy", { provider: provider.data.name });
  const nameOf = (credential: CredentialRepresentation) =>
    credential.userLabel || credential.type || "";
  const hasEmail = user.email !== undefined && user.email !== "";
  const hasOtp = user.totp === true || rows.some((credential) => credential.type === "otp");

  const move = (credential: CredentialRepresentation, direction: "up" | "down") => {
    const target = credentialMove(ids, ids.indexOf(credential.id ?? ""), direction);
    if (target === undefined) return;
    moveCredential.mutate(
      { credentialId: credential.id ?? "", move: target },
      {
        onError: (error) => {
          addError("users.credentials.moveError", error);
        },
      },
    );
  };
  const askDelete = (credential: CredentialRepresentation) => {
    ask({
      title: t("users.credentials.deleteTitle"),
      message: t("users.credentials.deleteMessage", { name: nameOf(credential) }),
      confirmLabel: t("users.delete.confirm"),
      errorTitle: t("users.credentials.deleteError"),
      action: () => deleteCredential.mutateAsync(credential.id ?? ""),
      successMessage: t("users.credentials.deleted"),
    });
  };
  const askRemoveTotp = () => {
    ask({
      title: t("users.totp.removeTitle"),
      message: t("users.totp.removeMessage", { username: user.username }),
      confirmLabel: t("users.totp.removeConfirm"),
      errorTitle: t("users.totp.removeError"),
      action: () => removeTotp.mutateAsync(),
      successMessage: t("users.totp.removed"),
    });
  };
  const emailResetButton =
    canSetPassword &&
    (hasEmail ? (
      <Button
        variant="secondary"
        onClick={() => {
          setEmailingReset(true);
        }}
      >
        {t("users.executeActions.resetByEmail")}
      </Button>
    ) : (
      <Tooltip content={t("users.executeActions.noEmail")}>
        <Button variant="secondary" isAriaDisabled>
          {t("users.executeActions.resetByEmail")}
        </Button>
      </Tooltip>
    ));
  const resetButton = canSetPassword && (
    <Button
      variant="primary"
      onClick={() => {
        setResetting(true);
      }}
    >
      {t("users.credentials.resetPassword")}
    </Button>
  );

  return (
    <>
      {dialog}
      {resetting && (
        <ResetPasswordDialog
          userId={userId}
          onClose={() => {
            setResetting(false);
          }}
        />
      )}
      {emailingReset && (
        <ExecuteActionsDialog
          user={user}
          initialActions={["UPDATE_PASSWORD"]}
          onClose={() => {
            setEmailingReset(false);
          }}
        />
      )}
      {renaming !== undefined && (
        <RenameCredentialDialog
          userId={userId}
          credential={renaming}
          onClose={() => {
            setRenaming(undefined);
          }}
        />
      )}
      <ClientDataTable<CredentialRepresentation>
        ariaLabel={t("users.credentials.tableLabel")}
        rows={rows}
        isLoading={credentials.isPending || providerTypes.isLoading}
        error={credentials.error ?? undefined}
        onRefresh={() => void credentials.refetch()}
        isSearchable={false}
        rowKey={credentialRowKey}
        rowLabel={nameOf}
        columns={[
          {
            id: "type",
            title: t("users.credentials.type"),
            cell: (credential) =>
              isFederatedCredential(credential) ? (
                <>
                  {credential.type}{" "}
                  <Label isCompact color="blue">
                    {storedBy}
                  </Label>
                </>
              ) : (
                credential.type
              ),
          },
          {
            id: "label",
            title: t("users.credentials.label"),
            cell: (credential) => credential.userLabel,
          },
          {
            id: "created",
            title: t("users.created"),
            cell: (credential) =>
              // The server dates a provider's credential -1: it does not know when it was set.
              credential.createdDate === undefined || isFederatedCredential(credential) ? null : (
                <DateTime value={credential.createdDate} />
              ),
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("users.credentials.rename"),
              isHidden: isFederatedCredential,
              onClick: setRenaming,
            },
            {
              title: t("users.credentials.moveUp"),
              isHidden: isFederatedCredential,
              isDisabled: (credential) => ids.indexOf(credential.id ?? "") === 0,
              onClick: (credential) => {
                move(credential, "up");
              },
            },
            {
              title: t("users.credentials.moveDown"),
              isHidden: isFederatedCredential,
              isDisabled: (credential) => ids.indexOf(credential.id ?? "") === ids.length - 1,
              onClick: (credential) => {
                move(credential, "down");
              },
            },
            {
              title: t("users.delete.confirm"),
              isDanger: true,
              isHidden: isFederatedCredential,
              onClick: askDelete,
            },
          ],
        })}
        toolbarItems={() => (
          <>
            {resetButton && <ToolbarItem>{resetButton}</ToolbarItem>}
            {emailResetButton && <ToolbarItem>{emailResetButton}</ToolbarItem>}
            {canManage && hasOtp && (
              <ToolbarItem>
                <Button variant="secondary" isDanger onClick={askRemoveTotp}>
                  {t("users.totp.remove")}
                </Button>
              </ToolbarItem>
            )}
          </>
        )}
        emptyState={
          <EmptyState headingLevel="h2" titleText={t("users.credentials.emptyTitle")}>
            <EmptyStateBody>{t("users.credentials.emptyBody")}</EmptyStateBody>
            {resetButton && (
              <EmptyStateFooter>
                <EmptyStateActions>
                  {resetButton}
                  {emailResetButton}
                </EmptyStateActions>
              </EmptyStateFooter>
            )}
          </EmptyState>
        }
      />
    </>
  );
}
