import { PageSection, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationRights } from "@/shared/authorization/authorization-rights";
import {
  toAuthorizationTab,
  type ResourceServerParams,
} from "@/shared/paths/client-authorization-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { PageLoading } from "@/shared/ui/details/page-states";
import { resourceQuery } from "../api/resource-query";
import { AuthorizationPageHeader } from "./page-header";
import { NewResourceForm, ResourceEditForm } from "./resources/resource-form";
import { useDeleteResourceDialog } from "./resources/use-delete-resource-dialog";

/**
 * A resource of a client's resource server: the create form when the address names none (or
 * `new`), else the resource's form, read-only without a manage right, with delete in the header.
 */
export function ResourcePage() {
  const { id } = useRouteParams<ResourceServerParams>();
  // The address may end before the optional id: that opens the create form too.
  const resourceId = useParams()["resourceId"];
  const { manage } = authorizationRights(useAccess());
  if (resourceId === undefined || resourceId === "" || resourceId === "new") {
    return manage ? (
      <NewResource clientId={id} />
    ) : (
      <ForbiddenSection missingRights={["manage-authorization"]} />
    );
  }
  return <ResourceDetails clientId={id} resourceId={resourceId} canManage={manage} />;
}

function NewResource({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <AuthorizationPageHeader
        clientId={clientId}
        title={<Title headingLevel="h1">{t("authorization.resource.createTitle")}</Title>}
      />
      <PageSection>
        <NewResourceForm clientId={clientId} />
      </PageSection>
    </>
  );
}

function ResourceDetails({
  clientId,
  resourceId,
  canManage,
}: {
  clientId: string;
  resourceId: string;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const resource = useQuery(resourceQuery(useAdminClient(), realm, clientId, resourceId));
  const { askDelete, dialog } = useDeleteResourceDialog(clientId);
  const list = toAuthorizationTab({ realm, clientId, tab: "resources" });

  if (resource.isPending) return <PageLoading label={t("authorization.resource.loading")} />;
  if (resource.isError || resource.data === null) {
    return (
      <ObjectUnavailable
        error={resource.error}
        notFound={t("authorization.resource.notFound")}
        back={{ to: list, label: t("authorization.resource.back") }}
      />
    );
  }
  const shown = resource.data;
  return (
    <>
      {dialog}
      <AuthorizationPageHeader
        clientId={clientId}
        title={
          <DetailsTitle
            title={shown.name === "" ? t("authorization.resource.unnamed") : shown.name}
            actionsLabel={t("authorization.resource.actions")}
            actions={
              canManage
                ? [
                    {
                      id: "delete",
                      label: t("authorization.resource.delete"),
                      isDanger: true,
                      onSelect: () => {
                        askDelete(shown, () => void navigate(list));
                      },
                    },
                  ]
                : []
            }
          />
        }
      />
      <PageSection>
        <ResourceEditForm
          key={JSON.stringify(shown)}
          clientId={clientId}
          resource={shown}
          canManage={canManage}
        />
      </PageSection>
    </>
  );
}
