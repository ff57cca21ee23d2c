import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import type { ReactNode } from "react";
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
  type UseFormSetError,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { showOnField } from "@/shared/api/server-validation";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { EditForm } from "@/shared/ui/form/edit-form";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { permissionServerField } from "./permission-server-field";

interface PermissionEditorProps<TValues extends FieldValues> {
  /** What the form starts with; the values hold the permission's `name`. */
  defaultValues: DefaultValues<TValues>;
  /** The permission the values describe; a stored one's is built over what the server holds. */
  permissionFrom: (values: TValues) => PolicyRepresentation;
  /** Sends the permission and resolves its id, or "" when the server does not say it. */
  save: {
    mutateAsync: (permission: PolicyRepresentation) => Promise<string>;
    isPending: boolean;
  };
  /** The permission's fields, in the editor's form. */
  children: ReactNode;
}

function usePermissionForm<TValues extends FieldValues>(defaultValues: DefaultValues<TValues>) {
  return useForm<TValues>({ defaultValues, mode: "onChange" });
}

/** Puts a refused save under the field it belongs to; says whether there was one. */
function useRefusalOnField<TValues extends FieldValues>(form: UseFormReturn<TValues>) {
  const { t } = useTranslation();
  // Only the name is ever refused on its own, and every permission form has one.
  const setError = form.setError as UseFormSetError<{ name: string }>;
  return (error: unknown) => showOnField(setError, permissionServerField(error, t));
}

/**
 * Creates a permission. A name already taken lands on its field; any failed save keeps what was
 * typed, and so does a session that ends mid-edit. The new permission then opens on its own page.
 */
export function NewPermissionEditor<TValues extends FieldValues>({
  defaultValues,
  permissionFrom,
  save,
  backTo,
  toCreated,
  saveLabel,
  createdKey,
  createErrorKey,
  children,
}: PermissionEditorProps<TValues> & {
  /** The list the permission belongs to: where cancel goes, and a create whose id is unknown. */
  backTo: string;
  /** The address of the created permission's page. */
  toCreated: (permissionId: string) => string;
  /** Translated label of the create button. */
  saveLabel: string;
  /** Message key of the alert after the create; it names the permission as `name`. */
  createdKey: string;
  /** Message key of the alert after a failed create; the server's reason is added to it. */
  createErrorKey: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const form = usePermissionForm(defaultValues);
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);
  const showRefusal = useRefusalOnField(form);
  const submit = async (values: TValues) => {
    const permission = permissionFrom(values);
    try {
      const id = await save.mutateAsync(permission);
      draft.clear();
      addAlert(t(createdKey, { name: permission.name }), "success");
      allowNavigation();
      void navigate(id === "" ? backTo : toCreated(id));
    } catch (error) {
      if (!showRefusal(error)) addError(createErrorKey, error);
    }
  };
  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)} isWidthLimited>
        {draft.notice}
        {children}
        <FormActions
          saveLabel={saveLabel}
          isLoading={save.isPending}
          onCancel={() => {
            void navigate(backTo);
          }}
        />
      </Form>
    </FormProvider>
  );
}

/**
 * A stored permission's form; read-only without a manage right. Remount with a new `key` after a
 * save, so the form starts again from what the server holds.
 */
export function SavedPermissionEditor<TValues extends FieldValues>({
  defaultValues,
  permissionFrom,
  save,
  canManage,
  savedMessage,
  saveErrorKey,
  children,
}: PermissionEditorProps<TValues> & {
  canManage: boolean;
  /** Translated text of the alert after a successful save. */
  savedMessage: string;
  /** Message key of the alert after a failed save; the server's reason is added to it. */
  saveErrorKey: string;
}) {
  const form = usePermissionForm(defaultValues);
  const showRefusal = useRefusalOnField(form);
  const submit = async (values: TValues) => {
    try {
      await save.mutateAsync(permissionFrom(values));
    } catch (error) {
      showRefusal(error);
      throw error;
    }
  };
  return (
    <EditForm
      form={form}
      save={submit}
      isSaving={save.isPending}
      canEdit={canManage}
      savedMessage={savedMessage}
      saveErrorKey={saveErrorKey}
    >
      {children}
    </EditForm>
  );
}
