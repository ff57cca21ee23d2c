import { Content, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { policyDependentsQuery } from "../api/policy-dependents-query";

/** The permissions and policies that use a policy; asked only when shown (a row expanded). */
export function PolicyDependents({
  realm,
  clientId,
  policyId,
}: {
  realm: string;
  clientId: string;
  policyId: string;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const dependents = useQuery(policyDependentsQuery(client, realm, clientId, policyId));
  if (dependents.isPending)
    return <Skeleton screenreaderText={t("authorization.policies.list.dependentsLoading")} />;
  if (dependents.isError)
    return (
      <Content component="p">
        {t("authorization.policies.list.dependentsError", {
          reason: errorMessage(dependents.error).message,
        })}
      </Content>
    );
  if (dependents.data.length === 0)
    return <Content component="p">{t("authorization.policies.list.noDependents")}</Content>;
  return (
    <Content component="p">
      {t("authorization.policies.list.dependents", {
        names: dependents.data.map((dependent) => dependent.name ?? "").join(", "),
      })}
    </Content>
  );
}
