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
import { scopeQuery } from "../api/scope-query";
import { AuthorizationCreatePage, AuthorizationObjectPage } from "./page-header";
import { NewScopeForm, ScopeEditForm } from "./scopes/scope-form";
import { useDeleteScopeDialog } from "./scopes/use-delete-scope-dialog";

/**
 * An authorization scope of a client's resource server: the create form when the address names
 * none (or `new`), else the scope's form, read-only without a manage right, with delete in the
 * header.
 */
export function AuthorizationScopePage() {
  const { t } = useTranslation();
  const realm = useRealm();
  const { id: clientId } = useRouteParams<ResourceServerParams>();
  // The address may end before the optional id: that opens the create form too.
  const scopeId = useParams()["scopeId"] ?? "";
  const isNew = scopeId === "" || scopeId === "new";
  const { manage } = authorizationRights(useAccess());
  const loaded = useQuery({
    ...scopeQuery(useAdminClient(), realm, clientId, scopeId),
    enabled: !isNew,
  });
  const { askDelete, dialog } = useDeleteScopeDialog(clientId);

  if (isNew) {
    if (!manage) return <ForbiddenSection missingRights={["manage-authorization"]} />;
    return (
      <AuthorizationCreatePage clientId={clientId} title={t("authorization.scope.createTitle")}>
        <NewScopeForm clientId={clientId} />
      </AuthorizationCreatePage>
    );
  }
  return (
    <AuthorizationObjectPage
      clientId={clientId}
      loaded={loaded}
      texts={{
        loading: t("authorization.scope.loading"),
        notFound: t("authorization.scope.notFound"),
        back: t("authorization.scope.back"),
        actions: t("authorization.scope.actions"),
        delete: t("authorization.scope.delete"),
      }}
      backTo={toAuthorizationTab({ realm, clientId, tab: "scopes" })}
      title={(shown) => shown.name ?? ""}
      canManage={manage}
      askDelete={askDelete}
      dialog={dialog}
    >
      {(shown) => (
        <ScopeEditForm
          key={JSON.stringify(shown)}
          clientId={clientId}
          scope={shown}
          canManage={manage}
        />
      )}
    </AuthorizationObjectPage>
  );
}
