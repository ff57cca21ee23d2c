import { Alert, Stack, StackItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { scopeDependentsQuery } from "../../api/scope-dependents-query";
import { DependentNames } from "../resources/dependent-names";

/**
 * The resources and permissions that use a scope, read when this shows (an expanded row, the
 * delete dialog), never for every row of the list.
 */
export function ScopeDependents({ clientId, scopeId }: { clientId: string; scopeId: string }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const dependents = useQuery(scopeDependentsQuery(useAdminClient(), realm, clientId, scopeId));
  if (dependents.isError) {
    return (
      <Alert isInline isPlain variant="danger" title={t("authorization.scope.dependentsError")}>
        {errorMessage(dependents.error, t).message}
      </Alert>
    );
  }
  const resources = (dependents.data?.resources ?? []).map((resource) => resource.name ?? "");
  const permissions = (dependents.data?.permissions ?? []).map(
    (permission) => permission.name ?? "",
  );
  const loading = dependents.isPending;
  return (
    <Stack hasGutter>
      <StackItem>
        <DependentNames
          heading={t("authorization.scope.usedByResources")}
          names={resources}
          isLoading={loading}
          loadingLabel={t("authorization.dependents.loading")}
        />
      </StackItem>
      <StackItem>
        <DependentNames
          heading={t("authorization.scope.usedByPermissions")}
          names={permissions}
          isLoading={loading}
          loadingLabel={t("authorization.dependents.loading")}
        />
      </StackItem>
      {!loading && resources.length === 0 && permissions.length === 0 && (
        <StackItem>{t("authorization.scope.unused")}</StackItem>
      )}
    </Stack>
  );
}
