import { FlexItem, Label, PageSection, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { adminPermissionsRights } from "@/shared/authorization/authorization-rights";
import {
  preselectedResourceParam,
  toAdminPermissionsTab,
  type NewAdminPermissionParams,
} from "@/shared/paths/admin-permission-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { PageLoading } from "@/shared/ui/details/page-states";
import { adminPermissionQuery } from "./api/admin-permission-query";
import { preselectedResourceQuery } from "./api/preselected-resource-query";
import { resourceTypesQuery } from "./api/resource-types-query";
import { AdminPermissionForm, NewAdminPermissionForm } from "./components/admin-permission-form";
import { ServerRightsGuard } from "./components/server-rights-guard";
import { useDeleteAdminPermissionDialog } from "./components/use-delete-admin-permission-dialog";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/**
 * One admin permission of a resource type, new (`permission/new/:resourceType`) or stored
 * (`permission/:permissionId/:resourceType`). Read-only without a right to manage authorization.
 */
export function AdminPermissionPage() {
  // The create address has no permission id: creating needs the right to change them.
  const isNew = (useParams()["permissionId"] ?? "") === "";
  return (
    <ServerRightsGuard manage={isNew}>
      <AdminPermission />
    </ServerRightsGuard>
  );
}

function AdminPermission() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { permissionClientId, resourceType } = useRouteParams<NewAdminPermissionParams>();
  // The create address has no permission id; the details address does.
  const permissionId = useParams()["permissionId"] ?? "";
  const isNew = permissionId === "";
  // An object's permissions tab opens the create page with the object to start limited to.
  const [search] = useSearchParams();
  const preselectedId = isNew ? (search.get(preselectedResourceParam) ?? "") : "";
  const { manage } = adminPermissionsRights(useAccess());
  const types = useQuery(resourceTypesQuery(client, realm, permissionClientId));
  const loaded = useQuery({
    ...adminPermissionQuery(client, realm, permissionClientId, permissionId),
    enabled: !isNew,
  });
  const preselected = useQuery({
    ...preselectedResourceQuery(client, realm, resourceType, preselectedId),
    enabled: preselectedId !== "",
  });
  const { askDelete, dialog } = useDeleteAdminPermissionDialog(permissionClientId);
  const backTo = toAdminPermissionsTab({ realm, permissionClientId, tab: "permissions" });
  const back = { to: backTo, label: t("permissions.admin.form.back") };

  if (types.isPending || (!isNew && loaded.isPending) || preselected.isLoading)
    return <PageLoading label={t("permissions.admin.form.loading")} />;
  const type = types.data?.find((known) => known.type === resourceType);
  if (type === undefined)
    return (
      <ObjectUnavailable
        error={types.error}
        notFound={t("permissions.admin.form.unknownType", { type: resourceType })}
        back={back}
      />
    );
  if (isNew)
    return (
      <>
        <PageSection variant="default">
          <Title headingLevel="h1">
            {t("permissions.admin.form.createTitle", { type: resourceType })}
          </Title>
        </PageSection>
        <PageSection>
          <NewAdminPermissionForm
            permissionClientId={permissionClientId}
            resourceType={resourceType}
            scopes={type.scopes}
            {...(preselectedId !== "" && { startLimitedTo: preselected.data ?? null })}
          />
        </PageSection>
      </>
    );
  if (loaded.isError || loaded.data === null || loaded.data === undefined)
    return (
      <ObjectUnavailable
        error={loaded.error}
        notFound={t("permissions.admin.form.notFound")}
        back={back}
      />
    );
  const shown = loaded.data;
  return (
    <>
      {dialog}
      <PageSection variant="default">
        <DetailsTitle
          title={shown.permission.name ?? ""}
          labels={
            <FlexItem>
              <Label color="blue">{resourceType}</Label>
            </FlexItem>
          }
          actionsLabel={t("permissions.admin.form.actions")}
          actions={
            manage
              ? [
                  {
                    id: "delete",
                    label: t("permissions.admin.delete.open"),
                    isDanger: true,
                    onSelect: () => {
                      askDelete(shown.permission, () => void navigate(backTo, afterDeletion));
                    },
                  },
                ]
              : []
          }
        />
      </PageSection>
      <PageSection>
        <AdminPermissionForm
          // Remount on a new version, so the form starts from what was saved.
          key={JSON.stringify(shown)}
          permissionClientId={permissionClientId}
          resourceType={resourceType}
          scopes={type.scopes}
          loaded={shown}
          canManage={manage}
        />
      </PageSection>
    </>
  );
}
