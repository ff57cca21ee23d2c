import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationRights } from "@/shared/authorization/authorization-rights";
import {
  toAuthorizationTab,
  type ResourceServerParams,
} from "@/shared/paths/client-authorization-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { resourceQuery } from "../api/resource-query";
import { AuthorizationCreatePage, AuthorizationObjectPage } from "./page-header";
import { NewResourceForm, ResourceEditForm } from "./resources/resource-form";
import { useDeleteResourceDialog } from "./resources/use-delete-resource-dialog";

/**
 * A resource of a client's resource server: the create form when the address names none (or
 * `new`), else the resource's form, read-only without a manage right, with delete in the header.
 */
export function ResourcePage() {
  const { t } = useTranslation();
  const realm = useRealm();
  const { id: clientId } = useRouteParams<ResourceServerParams>();
  // The address may end before the optional id: that opens the create form too.
  const resourceId = useParams()["resourceId"] ?? "";
  const isNew = resourceId === "" || resourceId === "new";
  const { manage } = authorizationRights(useAccess());
  const loaded = useQuery({
    ...resourceQuery(useAdminClient(), realm, clientId, resourceId),
    enabled: !isNew,
  });
  const { askDelete, dialog } = useDeleteResourceDialog(clientId);

  if (isNew) {
    if (!manage) return <ForbiddenSection missingRights={["manage-authorization"]} />;
    return (
      <AuthorizationCreatePage clientId={clientId} title={t("authorization.resource.createTitle")}>
        <NewResourceForm clientId={clientId} />
      </AuthorizationCreatePage>
    );
  }
  return (
    <AuthorizationObjectPage
      clientId={clientId}
      loaded={loaded}
      texts={{
        loading: t("authorization.resource.loading"),
        notFound: t("authorization.resource.notFound"),
        back: t("authorization.resource.back"),
        actions: t("authorization.resource.actions"),
        delete: t("authorization.resource.delete"),
      }}
      backTo={toAuthorizationTab({ realm, clientId, tab: "resources" })}
      title={(shown) =>
        shown.name === undefined || shown.name === ""
          ? t("authorization.resource.unnamed")
          : shown.name
      }
      canManage={manage}
      askDelete={askDelete}
      dialog={dialog}
    >
      {(shown) => (
        <ResourceEditForm
          key={JSON.stringify(shown)}
          clientId={clientId}
          resource={shown}
          canManage={manage}
        />
      )}
    </AuthorizationObjectPage>
  );
}
