import type { PolicyEvaluationResponse, ResourceEvaluation } from "@gatehouse/admin-client";
import { ActionGroup, Button, Form, PageSection } from "@patternfly/react-core";
import { useState, type ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useEvaluatePermissions } from "@/shared/authorization/api/evaluation-run";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { EvaluationResults } from "./evaluation-results";

export interface EvaluationFormProps<Values extends FieldValues> {
  /** The id of the client whose resource server evaluates. */
  resourceServerId: string;
  form: UseFormReturn<Values>;
  /** The request the form's values make. */
  toRequest: (values: Values) => ResourceEvaluation;
  /**
   * For an evaluation of one object: the scopes a run asked for, which its results list per
   * scope. Without it the results show per resource.
   */
  askedScopes?: (values: Values) => string[];
  /** The form's fields. */
  children: ReactNode;
}

/**
 * An evaluator's form, its Evaluate button and the last run's results: the server is asked how
 * the policies decide, which changes nothing. A failed run keeps the form as typed.
 */
export function EvaluationForm<Values extends FieldValues>({
  resourceServerId,
  form,
  toRequest,
  askedScopes,
  children,
}: EvaluationFormProps<Values>) {
  const { t } = useTranslation();
  const { addError } = useAlerts();
  const evaluate = useEvaluatePermissions(resourceServerId);
  // Each run counts, so its results start collapsed and unfiltered.
  const [run, setRun] = useState<{
    response: PolicyEvaluationResponse;
    scopes: string[] | undefined;
    count: number;
  }>();

  const evaluateValues = async (values: Values) => {
    try {
      const response = await evaluate.mutateAsync(toRequest(values));
      setRun((previous) => ({
        response,
        scopes: askedScopes?.(values),
        count: (previous?.count ?? 0) + 1,
      }));
    } catch (error) {
      addError("authorization.evaluate.error", error);
    }
  };

  return (
    <PageSection>
      <FormProvider {...form}>
        <Form onSubmit={(event) => void form.handleSubmit(evaluateValues)(event)} isWidthLimited>
          {children}
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
      {run !== undefined && (
        <EvaluationResults
          key={run.count}
          response={run.response}
          by={run.scopes === undefined ? "resource" : { scopes: run.scopes }}
        />
      )}
    </PageSection>
  );
}
