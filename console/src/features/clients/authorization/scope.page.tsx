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
import { scopeQuery } from "../api/scope-query";
import { AuthorizationPageHeader } from "./page-header";
import { NewScopeForm, ScopeEditForm } from "./scopes/scope-form";
import { useDeleteScopeDialog } from "./scopes/use-delete-scope-dialog";

/**
 * An authorization scope of a client's resource server: the create form when the address names none (or
 * `new`), else the scope's form, read-only without a manage right, with delete in the header.
 */
export function AuthorizationScopePage() {
  const { id } = useRouteParams<ResourceServerParams>();
  // The address may end before the optional id: that opens the create form too.
  const scopeId = useParams()["scopeId"];
  const { manage } = authorizationRights(useAccess());
  if (scopeId === undefined || scopeId === "" || scopeId === "new") {
    return manage ? (
      <NewScope clientId={id} />
    ) : (
      <ForbiddenSection missingRights={["manage-authorization"]} />
    );
  }
  return <ScopeDetails clientId={id} scopeId={scopeId} canManage={manage} />;
}

function NewScope({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <AuthorizationPageHeader
        clientId={clientId}
        title={<Title headingLevel="h1">{t("authorization.scope.createTitle")}</Title>}
      />
      <PageSection>
        <NewScopeForm clientId={clientId} />
      </PageSection>
    </>
  );
}

function ScopeDetails({
  clientId,
  scopeId,
  canManage,
}: {
  clientId: string;
  scopeId: string;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const scope = useQuery(scopeQuery(useAdminClient(), realm, clientId, scopeId));
  const { askDelete, dialog } = useDeleteScopeDialog(clientId);
  const list = toAuthorizationTab({ realm, clientId, tab: "scopes" });

  if (scope.isPending) return <PageLoading label={t("authorization.scope.loading")} />;
  if (scope.isError || scope.data === null) {
    return (
      <ObjectUnavailable
        error={scope.error}
        notFound={t("authorization.scope.notFound")}
        back={{ to: list, label: t("authorization.scope.back") }}
      />
    );
  }
  const shown = scope.data;
  return (
    <>
      {dialog}
      <AuthorizationPageHeader
        clientId={clientId}
        title={
          <DetailsTitle
            title={shown.name}
            actionsLabel={t("authorization.scope.actions")}
            actions={
              canManage
                ? [
                    {
                      id: "delete",
                      label: t("authorization.scope.delete"),
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
        <ScopeEditForm
          key={JSON.stringify(shown)}
          clientId={clientId}
          scope={shown}
          canManage={canManage}
        />
      </PageSection>
    </>
  );
}
