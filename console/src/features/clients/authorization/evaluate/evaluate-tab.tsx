import type { PolicyEvaluationResponse } from "@gatehouse/admin-client";
import { ActionGroup, Button, Form, PageSection } from "@patternfly/react-core";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import type { ClientTabProps } from "../../api/client-query";
import { useEvaluatePermissions } from "@/shared/authorization/api/evaluation-run";
import { resourceChoicesQuery, scopeChoicesQuery } from "../../api/permission-choices-query";
import { SearchedChoicesControl } from "@/shared/authorization/searched-choices-control";
import { EvaluationIdentityFields } from "./evaluation-identity-fields";
import { EvaluationResults } from "@/shared/authorization/evaluate/evaluation-results";
import { evaluationRequest, type EvaluateFormValues } from "./evaluation-request";

type Values = EvaluateFormValues;

/**
 * Asks the server how the resource server's policies decide for a user (optionally holding extra
 * realm roles) asking through a client, on chosen resources and scopes or on all of them. It changes
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
      roleNames: [],
      attributes: [],
      resources: [],
      scopes: [],
    },
    mode: "onChange",
  });

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
          <EvaluationIdentityFields owner={owner} />
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
