import type { ResourceRepresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import type { TFunction } from "i18next";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { showOnField, type RefusedField } from "@/shared/api/server-validation";
import { toAuthorizationTab, toResourceDetails } from "@/shared/paths/client-authorization-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { EditForm } from "@/shared/ui/form/edit-form";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useCreateResource, useUpdateResource } from "../../api/resource-save";
import { ResourceFields } from "./resource-fields";
import {
  resourceFormValues,
  resourceFromForm,
  type ResourceFormValues,
} from "./resource-form-state";

/** The server refuses a name another resource of the server holds with a conflict. */
function refusedField(error: unknown, t: TFunction): RefusedField<ResourceFormValues> | undefined {
  return errorMessage(error).status === 409
    ? { name: "name", message: t("authorization.resource.nameTaken") }
    : undefined;
}

/** Creates a resource, then opens it. A refused or failed save keeps what was typed. */
export function NewResourceForm({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const create = useCreateResource(clientId);
  const form = useForm<ResourceFormValues>({
    defaultValues: resourceFormValues(),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);

  const save = async (values: ResourceFormValues) => {
    try {
      const resourceId = await create.mutateAsync(resourceFromForm(values));
      draft.clear();
      addAlert(t("authorization.resource.created", { name: values.name.trim() }), "success");
      allowNavigation();
      void navigate(toResourceDetails({ realm, id: clientId, resourceId }));
    } catch (error) {
      if (!showOnField(form.setError, refusedField(error, t)))
        addError("authorization.resource.createError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        {draft.notice}
        <ResourceFields clientId={clientId} isDisabled={false} />
        <FormActions
          saveLabel={t("authorization.resource.create")}
          isLoading={create.isPending}
          onCancel={() => {
            void navigate(toAuthorizationTab({ realm, clientId, tab: "resources" }));
          }}
        />
      </Form>
    </FormProvider>
  );
}

/**
 * A saved resource; read-only without a manage right. Remount with a new `key` after a save, so
 * the form starts from what the server holds.
 */
export function ResourceEditForm({
  clientId,
  resource,
  canManage,
}: {
  clientId: string;
  resource: ResourceRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateResource(clientId, resource._id ?? "");
  const form = useForm<ResourceFormValues>({
    defaultValues: resourceFormValues(resource),
    mode: "onChange",
  });
  const save = async (values: ResourceFormValues) => {
    try {
      await update.mutateAsync(resourceFromForm(values, resource));
    } catch (error) {
      showOnField(form.setError, refusedField(error, t));
      throw error;
    }
  };
  return (
    <EditForm
      form={form}
      save={save}
      isSaving={update.isPending}
      canEdit={canManage}
      savedMessage={t("authorization.resource.saved")}
      saveErrorKey="authorization.resource.saveError"
    >
      <ResourceFields clientId={clientId} isDisabled={!canManage} />
    </EditForm>
  );
}
