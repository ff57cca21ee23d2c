import { Content, PageSection, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationRights } from "@/shared/authorization/authorization-rights";
import {
  permissionTypes,
  toAuthorizationTab,
  type PermissionType,
} from "@/shared/paths/client-authorization-paths";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { PageLoading } from "@/shared/ui/details/page-states";
import { clientQuery } from "../api/client-query";
import { permissionAssociationsQuery, permissionQuery } from "../api/permission-query";
import { NewPermissionForm, PermissionForm } from "./permissions/permission-form";
import { useDeletePermissionDialog } from "./permissions/use-delete-permission-dialog";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/** The resource server's client, named under the page heading when the administrator may read it. */
function ClientLine({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const owner = useQuery({ ...clientQuery(client, realm, clientId), retry: false });
  if (owner.data === undefined || owner.data === null) return null;
  return (
    <Content component="p">
      {t("authorization.permissions.details.client", { clientId: owner.data.clientId })}
    </Content>
  );
}

/**
 * A resource-based or scope-based permission of a client's resource server: a new one (started
 * with the resource or scope the address names) or a saved one, read-only without a manage right.
 */
export function PermissionPage() {
  const { t } = useTranslation();
  const realm = useRealm();
  // Both routes open this page; only the details route has a permission id, so the parameters are
  // read as the router gives them rather than as one route's type.
  const { id = "", permissionType: typeParam, permissionId, selectedId } = useParams();
  // The route admits only the known types; anything else would not have opened this page.
  const permissionType = permissionTypes.find((type) => type === typeParam) ?? "resource";
  const { manage } = authorizationRights(useAccess());

  if (permissionId === undefined) {
    return (
      <>
        <PageSection>
          <Title headingLevel="h1">
            {t(`authorization.permissions.create.title.${permissionType}`)}
          </Title>
          <ClientLine clientId={id} />
        </PageSection>
        <PageSection>
          <NewPermissionForm clientId={id} type={permissionType} selectedId={selectedId} />
        </PageSection>
      </>
    );
  }
  return (
    <SavedPermission
      key={permissionId}
      clientId={id}
      type={permissionType}
      permissionId={permissionId}
      canManage={manage}
      backTo={toAuthorizationTab({ realm, clientId: id, tab: "permissions" })}
    />
  );
}

function SavedPermission({
  clientId,
  type,
  permissionId,
  canManage,
  backTo,
}: {
  clientId: string;
  type: PermissionType;
  permissionId: string;
  canManage: boolean;
  backTo: string;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const permission = useQuery(permissionQuery(client, realm, clientId, type, permissionId));
  const associations = useQuery(permissionAssociationsQuery(client, realm, clientId, permissionId));
  const { askDelete, dialog } = useDeletePermissionDialog(clientId);

  if (permission.isPending || associations.isPending)
    return <PageLoading label={t("authorization.permissions.details.loading")} />;
  if (permission.isError || permission.data === null || associations.isError) {
    return (
      <ObjectUnavailable
        error={permission.error ?? associations.error}
        notFound={t("authorization.permissions.details.notFound")}
        back={{ to: backTo, label: t("authorization.permissions.details.back") }}
      />
    );
  }
  const shown = permission.data;
  return (
    <>
      {dialog}
      <PageSection>
        <DetailsTitle
          title={shown.name ?? ""}
          actionsLabel={t("authorization.permissions.details.actions")}
          actions={
            canManage
              ? [
                  {
                    id: "delete",
                    label: t("authorization.permissions.delete.open"),
                    isDanger: true,
                    onSelect: () => {
                      askDelete(shown, () => void navigate(backTo, afterDeletion));
                    },
                  },
                ]
              : []
          }
        />
        <Content component="p">{t(`authorization.permissions.type.${type}`)}</Content>
        <ClientLine clientId={clientId} />
      </PageSection>
      <PageSection>
        <PermissionForm
          // Remount on a new version, so the form starts from what was saved.
          key={JSON.stringify([shown, associations.data])}
          clientId={clientId}
          type={type}
          permission={shown}
          associations={associations.data}
          canManage={canManage}
        />
      </PageSection>
    </>
  );
}
