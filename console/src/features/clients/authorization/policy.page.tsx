import { FlexItem, Label } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { policyProvidersQuery } from "@/shared/authorization/api/policy-providers-query";
import { policyQuery } from "@/shared/authorization/api/policy-query";
import { authorizationRights } from "@/shared/authorization/authorization-rights";
import { PolicyForm } from "@/shared/authorization/policies/policy-form";
import { policyTypeName } from "@/shared/authorization/policies/policy-types";
import { useDeletePolicyDialog } from "@/shared/authorization/policies/use-delete-policy-dialog";
import {
  toAuthorizationTab,
  toPolicyDetails,
  type NewPolicyParams,
} from "@/shared/paths/client-authorization-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { AuthorizationCreatePage, AuthorizationObjectPage } from "./page-header";

/**
 * One policy of a client's resource server, new (`policy/new/:policyType`) or stored
 * (`policy/:policyId/:policyType`): its name, description, logic and its type's fields.
 * Read-only without a right to manage authorization.
 */
export function PolicyPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { id, policyType } = useRouteParams<NewPolicyParams>();
  // The create address has no policy id; the details address does.
  const policyId = useParams()["policyId"];
  const { manage } = authorizationRights(useAccess());
  const isNew = policyId === undefined || policyId === "";
  const providers = useQuery(policyProvidersQuery(client, realm, id));
  const loaded = useQuery({
    ...policyQuery(client, realm, id, policyId ?? "", policyType),
    enabled: !isNew,
  });
  const { askDelete, dialog } = useDeletePolicyDialog({ realm, clientId: id });
  const toList = toAuthorizationTab({ realm, clientId: id, tab: "policies" });
  const typeName = policyTypeName(providers.data, policyType);
  const scope = { realm, clientId: id, isReadOnly: !manage };

  if (isNew)
    return (
      <AuthorizationCreatePage
        clientId={id}
        title={t("authorization.policies.form.createTitle", { type: typeName })}
      >
        <PolicyForm
          scope={scope}
          type={policyType}
          onCreated={(created) =>
            void navigate(toPolicyDetails({ realm, id, policyId: created, policyType }))
          }
          onCancel={() => void navigate(toList)}
        />
      </AuthorizationCreatePage>
    );
  return (
    <AuthorizationObjectPage
      clientId={id}
      loaded={loaded}
      texts={{
        loading: t("authorization.policies.form.loading"),
        notFound: t("authorization.policies.form.notFound"),
        back: t("authorization.policies.form.back"),
        actions: t("authorization.policies.form.actions"),
        delete: t("authorization.policies.delete.open"),
      }}
      backTo={toList}
      title={(shown) => shown.policy.name ?? ""}
      labels={
        <FlexItem>
          <Label color="blue">{typeName}</Label>
        </FlexItem>
      }
      canManage={manage}
      askDelete={(shown, done) => {
        askDelete(shown.policy, done);
      }}
      dialog={dialog}
    >
      {(shown) => (
        // Remount on a new version, so the form starts from what was saved.
        <PolicyForm key={JSON.stringify(shown)} scope={scope} type={policyType} loaded={shown} />
      )}
    </AuthorizationObjectPage>
  );
}
