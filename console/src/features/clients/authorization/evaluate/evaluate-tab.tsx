import type { PolicyEvaluationResponse } from "@gatehouse/admin-client";
import { ActionGroup, Button, Form, PageSection } from "@patternfly/react-core";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import type { ClientTabProps } from "../../api/client-query";
import {
  evaluationClientChoicesQuery,
  evaluationRoleChoicesQuery,
  evaluationUserChoicesQuery,
} from "../../api/evaluation-identity-choices-query";
import { useEvaluatePermissions } from "../../api/evaluation-run";
import { resourceChoicesQuery, scopeChoicesQuery } from "../../api/permission-choices-query";
import { SearchedChoicesControl } from "../permissions/searched-choices-control";
import { EvaluationResults } from "./evaluation-results";
import { evaluationRequest, type EvaluateFormValues } from "./evaluation-rows";

type Values = EvaluateFormValues;

/**
 * Asks the server how the resource server's policies decide for a user (or for roles, without a
 * user) asking through a client, on chosen resources and scopes or on all of them. It changes
 * nothing, so anyone who may see the authorization settings may run it.
 */
export function EvaluateTab({ client: owner }: ClientTabProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addError } = useAlerts();
  const evaluate = useEvaluatePermissions(owner.id);
  // Each run counts, so its results start collapsed and unfiltered.
  const [run, setRun] = useState<{ response: PolicyEvaluationResponse; count: number }>();
  const form = useForm<Values>({
    defaultValues: {
      clientId: owner.id,
      userId: "",
      roleIds: [],
      attributes: [],
      resources: [],
      scopes: [],
    },
    mode: "onChange",
  });
  const userId = useWatch({ control: form.control, name: "userId" });
  const identityNeeded = t("authorization.evaluate.form.identityRequired");

  const evaluateValues = async (values: Values) => {
    try {
      const response = await evaluate.mutateAsync(evaluationRequest(values));
      setRun((previous) => ({ response, count: (previous?.count ?? 0) + 1 }));
    } catch (error) {
      addError("authorization.evaluate.error", error);
    }
  };

  return (
    <PageSection>
      <FormProvider {...form}>
        <Form onSubmit={(event) => void form.handleSubmit(evaluateValues)(event)} isWidthLimited>
          <SearchedChoicesControl<Values, "clientId">
            name="clientId"
            label={t("authorization.evaluate.form.client")}
            helperText={t("authorization.evaluate.form.clientHelp")}
            placeholder={t("authorization.evaluate.form.clientPlaceholder")}
            variant="single"
            known={[{ id: owner.id, name: owner.clientId }]}
            searchQuery={(search) => evaluationClientChoicesQuery(client, realm, owner.id, search)}
            rules={{ required: true }}
          />
          <SearchedChoicesControl<Values, "userId">
            name="userId"
            label={t("authorization.evaluate.form.user")}
            placeholder={t("authorization.evaluate.form.userPlaceholder")}
            variant="single"
            known={[]}
            searchQuery={(search) => evaluationUserChoicesQuery(client, realm, owner.id, search)}
            // Choosing a user settles whether roles are needed.
            rules={{ deps: ["roleIds"] }}
          />
          <SearchedChoicesControl<Values, "roleIds">
            name="roleIds"
            label={t("authorization.evaluate.form.roles")}
            helperText={t("authorization.evaluate.form.rolesHelp")}
            placeholder={t("authorization.evaluate.form.rolesPlaceholder")}
            variant="multi"
            known={[]}
            searchQuery={(search) => evaluationRoleChoicesQuery(client, realm, owner.id, search)}
            isDisabled={userId !== ""}
            rules={{
              validate: (value, values) =>
                values.userId !== "" || value.length > 0 || identityNeeded,
            }}
          />
          <KeyValueControl<Values, "attributes">
            name="attributes"
            label={t("authorization.evaluate.form.attributes")}
            helperText={t("authorization.evaluate.form.attributesHelp")}
            addLabel={t("authorization.evaluate.form.addAttribute")}
            emptyText={t("authorization.evaluate.form.noAttributes")}
            keyMaxLength={storedTextLimit}
            valueMaxLength={storedTextLimit}
          />
          <SearchedChoicesControl<Values, "resources">
            name="resources"
            label={t("authorization.evaluate.form.resources")}
            helperText={t("authorization.evaluate.form.resourcesHelp")}
            placeholder={t("authorization.evaluate.form.allResources")}
            variant="multi"
            known={[]}
            searchQuery={(search) => resourceChoicesQuery(client, realm, owner.id, search)}
          />
          <SearchedChoicesControl<Values, "scopes">
            name="scopes"
            label={t("authorization.evaluate.form.scopes")}
            helperText={t("authorization.evaluate.form.scopesHelp")}
            placeholder={t("authorization.evaluate.form.allScopes")}
            variant="multi"
            known={[]}
            // The server looks scopes up by name when evaluating, so the field holds names.
            searchQuery={(search) => ({
              ...scopeChoicesQuery(client, realm, owner.id, search),
              select: (scopes) => scopes.map((scope) => ({ id: scope.name, name: scope.name })),
            })}
          />
          <ActionGroup>
            <Button
              type="submit"
              isLoading={evaluate.isPending}
              isDisabled={evaluate.isPending}
              data-testid="evaluate"
            >
              {t("authorization.evaluate.form.run")}
            </Button>
          </ActionGroup>
        </Form>
      </FormProvider>
      {run !== undefined && <EvaluationResults key={run.count} response={run.response} />}
    </PageSection>
  );
}
