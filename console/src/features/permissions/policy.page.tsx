import { FlexItem, Label, PageSection, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { policyProvidersQuery } from "@/shared/authorization/api/policy-providers-query";
import { policyQuery } from "@/shared/authorization/api/policy-query";
import { adminPermissionsRights } from "@/shared/authorization/authorization-rights";
import { PolicyForm } from "@/shared/authorization/policies/policy-form";
import { policyTypeName } from "@/shared/authorization/policies/policy-types";
import { useDeletePolicyDialog } from "@/shared/authorization/policies/use-delete-policy-dialog";
import {
  toAdminPermissionsTab,
  toAdminPolicyDetails,
  type NewAdminPolicyParams,
} from "@/shared/paths/admin-permission-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { PageLoading } from "@/shared/ui/details/page-states";
import { ServerRightsGuard } from "./components/server-rights-guard";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/**
 * One policy of the admin-permissions client, new or stored, through the same editors as client
 * authorization services. Read-only without a right to manage authorization.
 */
export function AdminPolicyPage() {
  // The create address has no policy id: creating needs the right to change them.
  const isNew = (useParams()["policyId"] ?? "") === "";
  return (
    <ServerRightsGuard manage={isNew}>
      <AdminPolicy />
    </ServerRightsGuard>
  );
}

function AdminPolicy() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { permissionClientId, policyType } = useRouteParams<NewAdminPolicyParams>();
  const policyId = useParams()["policyId"] ?? "";
  const isNew = policyId === "";
  const { manage } = adminPermissionsRights(useAccess());
  const providers = useQuery(policyProvidersQuery(client, realm, permissionClientId));
  const loaded = useQuery({
    ...policyQuery(client, realm, permissionClientId, policyId, policyType),
    enabled: !isNew,
  });
  const { askDelete, dialog } = useDeletePolicyDialog({ realm, clientId: permissionClientId });
  const toList = toAdminPermissionsTab({ realm, permissionClientId, tab: "policies" });
  const typeName = policyTypeName(providers.data, policyType);
  const scope = { realm, clientId: permissionClientId, isReadOnly: !manage };

  if (isNew)
    return (
      <>
        <PageSection variant="default">
          <Title headingLevel="h1">
            {t("permissions.admin.policy.createTitle", { type: typeName })}
          </Title>
        </PageSection>
        <PageSection>
          <PolicyForm
            scope={scope}
            type={policyType}
            onCreated={(created) =>
              void navigate(
                toAdminPolicyDetails({ realm, permissionClientId, policyId: created, policyType }),
              )
            }
            onCancel={() => void navigate(toList)}
          />
        </PageSection>
      </>
    );
  if (loaded.isPending) return <PageLoading label={t("permissions.admin.policy.loading")} />;
  if (loaded.isError || loaded.data === null)
    return (
      <ObjectUnavailable
        error={loaded.error}
        notFound={t("permissions.admin.policy.notFound")}
        back={{ to: toList, label: t("permissions.admin.policy.back") }}
      />
    );
  const shown = loaded.data;
  return (
    <>
      {dialog}
      <PageSection variant="default">
        <DetailsTitle
          title={shown.policy.name ?? ""}
          labels={
            <FlexItem>
              <Label color="blue">{typeName}</Label>
            </FlexItem>
          }
          actionsLabel={t("permissions.admin.policy.actions")}
          actions={
            manage
              ? [
                  {
                    id: "delete",
                    label: t("permissions.admin.policy.delete"),
                    isDanger: true,
                    onSelect: () => {
                      askDelete(shown.policy, () => void navigate(toList, afterDeletion));
                    },
                  },
                ]
              : []
          }
        />
      </PageSection>
      <PageSection>
        <PolicyForm key={JSON.stringify(shown)} scope={scope} type={policyType} loaded={shown} />
      </PageSection>
    </>
  );
}
