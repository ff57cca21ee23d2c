import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { applyServerErrors } from "@/shared/api/server-validation";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { RadioGroupControl } from "@/shared/ui/form/radio-group-control";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { toAuthentication, toFlow } from "../paths";
import { useCreateFlow } from "../api/use-create-flow";
import { FlowNameFields } from "./flow-name-fields";
import { newFlowFrom, newFlowValues, type CreateFlowValues } from "./form-state";

/**
 * Creates a top-level flow: a name no other flow of the realm has, a description, and whether users
 * or clients go through it. The new flow opens in its editor, empty and not yet used.
 */
export function CreateFlowForm() {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const create = useCreateFlow();
  const form = useForm<CreateFlowValues>({ defaultValues: newFlowValues(), mode: "onChange" });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);

  const save = async (values: CreateFlowValues) => {
    const flow = newFlowFrom(values);
    try {
      const id = await create.mutateAsync(flow);
      draft.clear();
      addAlert(t("authentication.createFlow.done", { name: flow.alias }), "success");
      allowNavigation();
      void navigate(toFlow({ realm, id, usedBy: "notInUse" }));
    } catch (error) {
      if (errorMessage(error).status === 409)
        form.setError(
          "alias",
          { type: "server", message: t("authentication.flows.nameTaken", { name: flow.alias }) },
          { shouldFocus: true },
        );
      else if (!applyServerErrors(error, form.setError, { t }))
        addError("authentication.createFlow.error", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        {draft.notice}
        <FlowNameFields />
        <RadioGroupControl<CreateFlowValues, "providerId">
          name="providerId"
          label={t("authentication.createFlow.kind")}
          helperText={t("authentication.createFlow.kindHelp")}
          options={[
            { key: "basic-flow", value: t("authentication.createFlow.kindBasic") },
            { key: "client-flow", value: t("authentication.createFlow.kindClient") },
          ]}
        />
        <FormActions
          saveLabel={t("authentication.createFlow.confirm")}
          isLoading={create.isPending}
          onCancel={() => {
            void navigate(toAuthentication({ realm, tab: "flows" }));
          }}
        />
      </Form>
    </FormProvider>
  );
}
