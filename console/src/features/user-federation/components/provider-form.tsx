import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { applyComponentErrors } from "@/shared/api/server-validation";
import { useRealm } from "@/shared/api/realm";
import { toUserFederation, toUserFederationProvider } from "@/shared/paths/user-federation-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { EditForm } from "@/shared/ui/form/edit-form";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useSaveProvider } from "../api/use-save-provider";

export interface ProviderFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The stored provider; left out while adding one. */
  stored?: ComponentRepresentation | undefined;
  /** The component to store for the form's values. */
  toComponent: (values: T) => ComponentRepresentation;
  /** The provider kind's described settings, so that a refused one lands on its field. */
  properties?: readonly { name?: string; label?: string }[];
  canManage: boolean;
  children: ReactNode;
}

/**
 * The form of a user-storage provider of any kind. A new one is created and opens on its own
 * page; a stored one is edited with the unsaved-changes guard, save and revert. Either way a
 * refused setting lands on its field and a failed save keeps what was typed.
 */
export function ProviderForm<T extends FieldValues>(props: ProviderFormProps<T>) {
  return props.stored === undefined ? (
    <NewProviderForm {...props} />
  ) : (
    <StoredProviderForm {...props} />
  );
}

function StoredProviderForm<T extends FieldValues>({
  form,
  toComponent,
  properties = [],
  canManage,
  children,
}: ProviderFormProps<T>) {
  const { t } = useTranslation();
  const save = useSaveProvider();
  return (
    <EditForm
      form={form}
      save={async (values) => {
        try {
          await save.mutateAsync(toComponent(values));
        } catch (error) {
          applyComponentErrors(error, form.setError, properties, t);
          throw error;
        }
      }}
      isSaving={save.isPending}
      canEdit={canManage}
      savedMessage={t("userFederation.details.saved")}
      saveErrorKey="userFederation.details.saveError"
    >
      {children}
    </EditForm>
  );
}

function NewProviderForm<T extends FieldValues>({
  form,
  toComponent,
  properties = [],
  children,
}: ProviderFormProps<T>) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const save = useSaveProvider();
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);

  const create = async (values: T) => {
    const component = toComponent(values);
    try {
      const id = await save.mutateAsync(component);
      draft.clear();
      addAlert(t("userFederation.details.created", { name: component.name }), "success");
      allowNavigation();
      void navigate(
        toUserFederationProvider({ realm, id, providerId: component.providerId ?? "" }),
      );
    } catch (error) {
      if (!applyComponentErrors(error, form.setError, properties, t))
        addError("userFederation.details.createError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(create)(event)} isWidthLimited>
        {draft.notice}
        {children}
        <FormActions
          saveLabel={t("userFederation.details.create")}
          isLoading={save.isPending}
          onCancel={() => {
            void navigate(toUserFederation({ realm }));
          }}
        />
      </Form>
    </FormProvider>
  );
}
