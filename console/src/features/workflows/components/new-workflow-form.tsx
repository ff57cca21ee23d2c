import { Form } from "@patternfly/react-core";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { CodeEditorControl } from "@/shared/ui/form/code-editor-control";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useCreateWorkflow } from "../api/use-create-workflow";
import { toWorkflows } from "../paths";
import { workflowNameOf, workflowTemplate } from "../workflow-yaml";

interface NewWorkflowValues {
  yaml: string;
}

/**
 * A workflow written as YAML, starting from a template. The server parses and checks it; its
 * refusal shows under the editor and the text stays as typed.
 */
export function NewWorkflowForm() {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const create = useCreateWorkflow();
  const form = useForm<NewWorkflowValues>({ defaultValues: { yaml: workflowTemplate } });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);

  const submit = async ({ yaml }: NewWorkflowValues) => {
    try {
      await create.mutateAsync(yaml);
      draft.clear();
      addAlert(t("workflows.create.success", { name: workflowNameOf(yaml) }), "success");
      allowNavigation();
      void navigate(toWorkflows({ realm }));
    } catch (error) {
      const failed = errorMessage(error, t);
      const reason = [failed.message, failed.description].filter(Boolean).join(": ");
      form.setError(
        "yaml",
        {
          type: "server",
          message:
            reason === ""
              ? t("workflows.create.failed")
              : t("workflows.create.refused", { reason }),
        },
        { shouldFocus: true },
      );
    }
  };

  return (
    <>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        {draft.notice}
        <CodeEditorControl
          control={form.control}
          name="yaml"
          label={t("workflows.create.yaml")}
          helperText={t("workflows.create.yamlHelp")}
          language="yaml"
          height="24rem"
          rules={{
            required: t("workflows.create.required"),
            validate: (value: string) => value.trim() !== "" || t("workflows.create.required"),
          }}
        />
        <FormActions
          control={form.control}
          allowUnchanged
          isLoading={create.isPending}
          isDisabled={create.isPending}
          saveLabel={t("workflows.create.save")}
          onCancel={() => void navigate(toWorkflows({ realm }))}
        />
      </Form>
    </>
  );
}
