import { Form } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { FormProvider, useForm, type DefaultValues, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { NameTakenError } from "../client-policies-state";

interface NamedValues {
  name: string;
  description: string;
}

export interface EntryFormProps<TValues extends NamedValues> {
  defaultValues: TValues;
  /** A new entry's name is typed; a saved one's stays, as other entries refer to it by name. */
  isNew: boolean;
  /** Names in use, the new entry may not take. */
  takenNames: readonly string[];
  canEdit: boolean;
  /** Stores the values; rejects with `NameTakenError` when the name was taken meanwhile. */
  save: (values: TValues) => Promise<unknown>;
  isSaving: boolean;
  savedMessage: string;
  saveErrorKey: string;
  /** Where a new entry goes once created; where Cancel leads. */
  afterCreate: (values: TValues) => string;
  cancelTo: string;
  /** Fields of the entry besides its name and description. */
  children?: ReactNode;
}

/**
 * The name and description of a client profile or policy, and whatever else the caller adds.
 * Creating leads on to the new entry; saving an existing one stays. A failed save keeps what was
 * typed, a name taken lands on its field, and leaving with unsaved changes asks first.
 */
export function EntryForm<TValues extends NamedValues>({
  defaultValues,
  isNew,
  takenNames,
  canEdit,
  save,
  isSaving,
  savedMessage,
  saveErrorKey,
  afterCreate,
  cancelTo,
  children,
}: EntryFormProps<TValues>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const form = useForm<TValues>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);
  const nameField = "name" as Path<TValues>;

  const submit = async (values: TValues) => {
    try {
      await save(values);
    } catch (error) {
      if (error instanceof NameTakenError) {
        form.setError(nameField, { message: t("realmSettings.clientPolicies.nameTaken") });
      } else {
        addError(saveErrorKey, error);
      }
      return;
    }
    draft.clear();
    addAlert(savedMessage, "success");
    if (isNew) {
      allowNavigation();
      void navigate(afterCreate(values));
    } else {
      form.reset(values);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)} isWidthLimited>
        {draft.notice}
        <TextControl<NamedValues>
          name="name"
          label={t("realmSettings.clientPolicies.name")}
          isDisabled={!isNew || !canEdit}
          rules={{
            required: true,
            maxLength: storedTextLimit,
            validate: (value: unknown) => {
              const name = String(value).trim();
              if (name === "") return t("form.required");
              if (isNew && takenNames.includes(name)) {
                return t("realmSettings.clientPolicies.nameTaken");
              }
              return true;
            },
          }}
        />
        <TextAreaControl<NamedValues>
          name="description"
          label={t("realmSettings.clientPolicies.description")}
          isDisabled={!canEdit}
          rules={{ maxLength: storedTextLimit }}
        />
        {children}
        {canEdit && (
          <FormActions
            isLoading={isSaving}
            {...(isNew
              ? {
                  saveLabel: t("realmSettings.clientPolicies.createSave"),
                  onCancel: () => {
                    void navigate(cancelTo);
                  },
                }
              : {
                  onRevert: () => {
                    draft.clear();
                    form.reset();
                  },
                })}
          />
        )}
      </Form>
    </FormProvider>
  );
}
