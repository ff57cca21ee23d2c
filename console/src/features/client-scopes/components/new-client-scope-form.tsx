import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toClientScope, toClientScopes } from "@/shared/paths/client-scope-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { ScopeTypeNotSetError, useCreateClientScope } from "../api/use-create-client-scope";
import { clientScopeFormValues, clientScopeFrom, type ClientScopeFormValues } from "../form-state";
import { ClientScopeFields } from "./client-scope-fields";
import { serverFieldOf } from "./server-field";
import { showOnField } from "@/shared/api/server-validation";

/**
 * The create form. A name the server refuses or already has shows on the name field; any failed
 * save keeps what was typed. The new scope opens on its settings.
 */
export function NewClientScopeForm() {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const create = useCreateClientScope();
  const form = useForm<ClientScopeFormValues>({
    defaultValues: clientScopeFormValues(),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);

  const save = async (values: ClientScopeFormValues) => {
    const scope = clientScopeFrom(values);
    const open = (id: string) => {
      allowNavigation();
      void navigate(toClientScope({ realm, id }));
    };
    try {
      const id = await create.mutateAsync({ scope, type: values.type });
      addAlert(t("clientScopes.create.done", { name: scope.name }), "success");
      open(id);
    } catch (error) {
      if (error instanceof ScopeTypeNotSetError) {
        addError("clientScopes.create.typeError", error.reason);
        open(error.id);
        return;
      }
      if (!showOnField(form.setError, serverFieldOf(error, t)))
        addError("clientScopes.create.error", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        <ClientScopeFields isNew />
        <FormActions
          saveLabel={t("clientScopes.create.confirm")}
          isLoading={create.isPending}
          onCancel={() => {
            void navigate(toClientScopes({ realm }));
          }}
        />
      </Form>
    </FormProvider>
  );
}
