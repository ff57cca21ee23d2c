import { Form } from "@patternfly/react-core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { EditForm } from "@/shared/ui/form/edit-form";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import type { LoadedPolicy } from "../api/policy-query";
import { useSavePolicy } from "../api/policy-mutations";
import { rememberName } from "./api/chosen-names";
import { policyFormValues, policyFrom, type PolicyFormValues } from "./form-state";
import { PolicyEditorContext, type PolicyEditorScope } from "./policy-editor-context";
import { PolicyFields } from "./policy-fields";

export interface PolicyFormProps {
  scope: Omit<PolicyEditorScope, "policyId">;
  type: string;
  /** The stored policy; a new one is created without. */
  loaded?: LoadedPolicy;
  /** After a new policy was created: the page opens it. */
  onCreated?: (policyId: string) => void;
  onCancel?: () => void;
}

/**
 * The editor of one policy of a resource server, new or stored. The server takes a blank name and
 * any pattern or time range, so those are checked here; a name another policy holds comes back
 * as a conflict and lands on the name field. A failed save keeps what was typed.
 */
export function PolicyForm({ scope, type, loaded, onCreated, onCancel }: PolicyFormProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const save = useSavePolicy(client, scope);
  const [stored] = useState(() => {
    // The aggregate's policies come with their names: show them without asking again.
    for (const policy of loaded?.associated ?? []) {
      if (policy.id !== undefined)
        rememberName(queryClient, scope.realm, "policy", policy.id, {
          name: policy.name ?? policy.id,
        });
    }
    return loaded?.policy;
  });
  const form = useForm<PolicyFormValues>({
    defaultValues: policyFormValues(
      stored,
      loaded?.associated.flatMap((policy) => (policy.id === undefined ? [] : [policy.id])),
    ),
    mode: "onChange",
  });

  const send = async (values: PolicyFormValues) => {
    try {
      return await save.mutateAsync({
        policy: { ...policyFrom(type, values, stored), type },
        ...(stored !== undefined && { policyId: stored.id }),
      });
    } catch (error) {
      if (errorMessage(error).status === 409)
        form.setError(
          "name",
          { type: "server", message: t("authorization.policies.form.nameTaken") },
          { shouldFocus: true },
        );
      throw error;
    }
  };

  const fields = <PolicyFields type={type} stored={stored} />;
  const editorScope = { ...scope, ...(stored !== undefined && { policyId: stored.id }) };
  if (stored !== undefined)
    return (
      <PolicyEditorContext.Provider value={editorScope}>
        <EditForm
          form={form}
          save={send}
          isSaving={save.isPending}
          canEdit={!scope.isReadOnly}
          savedMessage={t("authorization.policies.form.saved")}
          saveErrorKey="authorization.policies.form.saveError"
        >
          {fields}
        </EditForm>
      </PolicyEditorContext.Provider>
    );
  return (
    <PolicyEditorContext.Provider value={editorScope}>
      <NewPolicyForm
        form={form}
        send={send}
        isSaving={save.isPending}
        onCreated={onCreated}
        onCancel={onCancel}
      >
        {fields}
      </NewPolicyForm>
    </PolicyEditorContext.Provider>
  );
}

function NewPolicyForm({
  form,
  send,
  isSaving,
  onCreated,
  onCancel,
  children,
}: {
  form: ReturnType<typeof useForm<PolicyFormValues>>;
  send: (values: PolicyFormValues) => Promise<string>;
  isSaving: boolean;
  onCreated: ((policyId: string) => void) | undefined;
  onCancel: (() => void) | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);
  const create = async (values: PolicyFormValues) => {
    try {
      const id = await send(values);
      draft.clear();
      addAlert(t("authorization.policies.form.created", { name: values.name.trim() }), "success");
      allowNavigation();
      onCreated?.(id);
    } catch (error) {
      if (errorMessage(error).status !== 409)
        addError("authorization.policies.form.createError", error);
    }
  };
  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(create)(event)} isWidthLimited>
        {draft.notice}
        {children}
        <FormActions
          saveLabel={t("authorization.policies.form.create")}
          isLoading={isSaving}
          {...(onCancel !== undefined && { onCancel })}
        />
      </Form>
    </FormProvider>
  );
}
