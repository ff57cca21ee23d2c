import {
  Alert,
  Content,
  EmptyState,
  EmptyStateBody,
  Skeleton,
  Stack,
  StackItem,
  Switch,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useCanOpenRoute } from "@/shared/access/route-table";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import {
  permissionDetailsPath,
  toPermissionDetails,
} from "@/shared/paths/client-authorization-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { managementPermissionsQuery } from "./api/management-permissions-query";
import { permissionsClientQuery } from "./api/permissions-client-query";
import type { PermissionsOwnerAdapter } from "./api/permissions-owner";
import { useSetPermissionsEnabled } from "./api/use-set-permissions-enabled";
import { describeScope, introduce } from "./scope-descriptions";

interface ScopePermission {
  scope: string;
  permissionId: string;
}

export interface PermissionsV1TabProps {
  /** The resource whose permissions show, e.g. `usersPermissionsOwner(client, realm)`. */
  adapter: PermissionsOwnerAdapter;
}

/**
 * Fine-grained admin permissions (version 1) of one resource: a switch that turns them on or off
 * (off asks first, since the server deletes the permissions) and, while on, one row per scope
 * with a link to its permission in the realm-management client's authorization settings.
 * The caller shows it only when the server runs version 1 and the administrator holds the
 * adapter's `viewRight`.
 *
 * @example
 * ```tsx
 * <PermissionsV1Tab adapter={groupPermissionsOwner(client, realm, group.id)} />
 * ```
 */
export function PermissionsV1Tab({ adapter }: PermissionsV1TabProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const switchId = useId();
  const { addAlert, addError } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const permissions = useQuery(managementPermissionsQuery(realm, adapter));
  const setEnabled = useSetPermissionsEnabled(realm, adapter);
  const enabled = permissions.data?.enabled === true;
  const canManage = access.hasAccess(adapter.manageRight);
  // The permission pages belong to the realm-management client's authorization settings; scopes
  // link to them only once that page exists and the administrator may open it.
  const canOpenPermissions = useCanOpenRoute(permissionDetailsPath);
  const permissionsClient = useQuery({
    ...permissionsClientQuery(client, realm),
    enabled: enabled && canOpenPermissions,
  });
  const kind = adapter.owner.kind;

  if (permissions.isPending) return <Skeleton screenreaderText={t("permissions.v1.loading")} />;
  if (permissions.isError) {
    return (
      <Alert variant="danger" isInline title={t("permissions.v1.loadError")}>
        {errorMessage(permissions.error, t).message}
      </Alert>
    );
  }

  const turnOn = () => {
    setEnabled.mutate(true, {
      onSuccess: () => {
        addAlert(t("permissions.v1.enabledAlert"), "success");
      },
      onError: (error) => {
        addError("permissions.v1.enableError", error);
      },
    });
  };
  const askTurnOff = () => {
    confirm({
      title: t("permissions.v1.disableTitle"),
      message: t("permissions.v1.disableMessage"),
      confirmLabel: t("permissions.v1.disableConfirm"),
      errorTitle: t("permissions.v1.disableError"),
      variant: "danger",
      onConfirm: async () => {
        await setEnabled.mutateAsync(false);
        addAlert(t("permissions.v1.disabledAlert"), "success");
      },
    });
  };

  const rows: ScopePermission[] = Object.entries(permissions.data.scopePermissions ?? {}).map(
    ([scope, permissionId]) => ({ scope, permissionId }),
  );
  const clientId = permissionsClient.data ?? undefined;
  const scopeCell = ({ scope, permissionId }: ScopePermission) =>
    clientId === undefined ? (
      scope
    ) : (
      <Link
        to={toPermissionDetails({ realm, id: clientId, permissionType: "scope", permissionId })}
      >
        {scope}
      </Link>
    );

  return (
    <Stack hasGutter>
      {dialog}
      <StackItem>
        <Content component="p">{introduce(t, kind)}</Content>
      </StackItem>
      <StackItem>
        {canManage ? (
          <Switch
            id={switchId}
            label={t("permissions.v1.switch")}
            isChecked={enabled}
            isDisabled={setEnabled.isPending}
            onChange={(_event, checked) => {
              if (checked) turnOn();
              else askTurnOff();
            }}
          />
        ) : (
          <Content component="p">
            {enabled ? t("permissions.v1.readOnlyOn") : t("permissions.v1.readOnlyOff")}
          </Content>
        )}
      </StackItem>
      {!enabled && canManage && (
        <StackItem>
          <Content component="p">{t("permissions.v1.offHint")}</Content>
        </StackItem>
      )}
      {enabled && (
        <StackItem>
          <ClientDataTable<ScopePermission>
            ariaLabel={t("permissions.v1.tableLabel")}
            rows={rows}
            isSearchable={false}
            stateInAddress={false}
            rowKey={(row) => row.scope}
            columns={[
              { id: "scope", title: t("permissions.v1.scope"), cell: scopeCell, width: 25 },
              {
                id: "description",
                title: t("permissions.v1.description"),
                cell: (row) => describeScope(t, kind, row.scope),
              },
            ]}
            emptyState={
              <EmptyState headingLevel="h2" titleText={t("permissions.v1.noScopes")}>
                <EmptyStateBody>{t("permissions.v1.noScopesBody")}</EmptyStateBody>
              </EmptyState>
            }
          />
        </StackItem>
      )}
    </Stack>
  );
}
