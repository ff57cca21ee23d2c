import { Form } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "./form-actions";
import { useFormDraft } from "./form-drafts";
import { useUnsavedChangesGuard } from "./unsaved-changes-guard";

export interface EditFormProps<TFieldValues extends FieldValues> {
  form: UseFormReturn<TFieldValues>;
  /** Sends the values; rejects when the server refuses them. */
  save: (values: TFieldValues) => Promise<unknown>;
  isSaving: boolean;
  /** Without the right to edit, the save and revert buttons are left out. */
  canEdit: boolean;
  /** Translated text of the alert after a successful save. */
  savedMessage: string;
  /** Message key of the alert after a failed save; the server's reason is added to it. */
  saveErrorKey: string;
  /** Keeps this form's draft apart from other forms on the same address (see `useFormDraft`). */
  draftName?: string;
  children: ReactNode;
}

/**
 * The form of a details tab that edits an object already saved: asks before leaving with unsaved
 * changes, says whether the save worked, and offers save and revert to those who may edit. A
 * failed save keeps what was typed, and so does a session that ends mid-edit (see `useFormDraft`);
 * remount the form with a new `key` once the object reloads, so it starts again from what the
 * server holds.
 *
 * @example
 * <EditForm form={form} save={(values) => update.mutateAsync(values)} isSaving={update.isPending}
 *   canEdit={canManage} savedMessage={t("roles.details.saved")} saveErrorKey="roles.details.saveError">
 *   <RoleFields />
 * </EditForm>
 */
export function EditForm<TFieldValues extends FieldValues>({
  form,
  save,
  isSaving,
  canEdit,
  savedMessage,
  saveErrorKey,
  draftName,
  children,
}: EditFormProps<TFieldValues>) {
  const { addAlert, addError } = useAlerts();
  const { prompt } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form, draftName);

  const submit = async (values: TFieldValues) => {
    const putDraftBack = draft.setAside();
    try {
      await save(values);
      draft.clear();
      addAlert(savedMessage, "success");
    } catch (error) {
      putDraftBack();
      addError(saveErrorKey, error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)} isWidthLimited>
        {draft.notice}
        {children}
        {canEdit && (
          <FormActions
            isLoading={isSaving}
            onRevert={() => {
              draft.clear();
              form.reset();
            }}
          />
        )}
      </Form>
    </FormProvider>
  );
}
