import { Alert, EmptyState, EmptyStateBody, PageSection } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { EvaluationForm } from "@/shared/authorization/evaluate/evaluation-form";
import { EvaluationUserField } from "@/shared/authorization/evaluate/evaluation-user-field";
import { errorMessage } from "@/shared/api/error-message";
import { PageLoading } from "@/shared/ui/details/page-states";
import { SelectControl } from "@/shared/ui/form/select-control";
import {
  adminEvaluationRequest,
  askedScopes,
  emptyAdminEvaluation,
  type AdminEvaluationValues as Values,
} from "../admin-evaluation-request";
import { resourceTypesQuery, type AdminResourceType } from "../api/resource-types-query";
import { AdminEvaluationResourceField } from "./admin-evaluation-resource-field";

/**
 * The admin permissions evaluator: how the permissions decide for one administrator acting on one
 * user, group, client or role, per scope, naming the permissions and policies that voted. It
 * changes nothing. The server keeps the admin-permissions client's settings, and so its resource
 * types and evaluation, to administrators who may view the realm: others are told so.
 */
export function AdminEvaluateTab({ permissionClientId }: { permissionClientId: string }) {
  const { t } = useTranslation();
  const mayEvaluate = useAccess().hasSomeAccess("view-realm", "manage-realm");
  if (!mayEvaluate)
    return (
      <PageSection>
        <EmptyState headingLevel="h2" titleText={t("permissions.admin.evaluate.closedTitle")}>
          <EmptyStateBody>{t("permissions.admin.evaluate.closed")}</EmptyStateBody>
        </EmptyState>
      </PageSection>
    );
  return <EvaluatorWithTypes permissionClientId={permissionClientId} />;
}

function EvaluatorWithTypes({ permissionClientId }: { permissionClientId: string }) {
  const { t } = useTranslation();
  const types = useQuery(resourceTypesQuery(useAdminClient(), useRealm(), permissionClientId));
  if (types.isPending) return <PageLoading label={t("permissions.admin.evaluate.loading")} />;
  if (types.isError)
    return (
      <PageSection>
        <Alert variant="danger" isInline title={t("permissions.admin.evaluate.loadError")}>
          {errorMessage(types.error, t).message}
        </Alert>
      </PageSection>
    );
  return <Evaluator permissionClientId={permissionClientId} types={types.data} />;
}

function Evaluator({
  permissionClientId,
  types,
}: {
  permissionClientId: string;
  types: readonly AdminResourceType[];
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: emptyAdminEvaluation, mode: "onChange" });
  const resourceType = useWatch({ control: form.control, name: "resourceType" });
  const typeScopes = types.find((type) => type.type === resourceType)?.scopes ?? [];

  // An object and a scope of one type mean nothing for another.
  useEffect(() => {
    form.resetField("resource");
    form.resetField("scope");
  }, [form, resourceType]);

  return (
    <EvaluationForm<Values>
      resourceServerId={permissionClientId}
      form={form}
      toRequest={adminEvaluationRequest}
      // The results list the scopes the run asked for first.
      askedScopes={(values) => askedScopes(values, typeScopes)}
    >
      <EvaluationUserField clientId={permissionClientId} />
      <SelectControl<Values, "resourceType">
        name="resourceType"
        label={t("permissions.admin.evaluate.resourceType")}
        helperText={t("permissions.admin.evaluate.resourceTypeHelp")}
        placeholder={t("permissions.admin.evaluate.resourceTypePlaceholder")}
        options={types.map((type) => type.type)}
        rules={{ required: t("permissions.admin.evaluate.resourceTypeRequired") }}
      />
      {resourceType !== "" && (
        <>
          <AdminEvaluationResourceField resourceType={resourceType} />
          <SelectControl<Values, "scope">
            name="scope"
            label={t("permissions.admin.evaluate.scope")}
            helperText={t("permissions.admin.evaluate.scopeHelp")}
            placeholder={t("permissions.admin.evaluate.allScopes")}
            options={[{ key: "", value: t("permissions.admin.evaluate.allScopes") }, ...typeScopes]}
          />
        </>
      )}
    </EvaluationForm>
  );
}
