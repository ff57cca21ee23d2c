import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { toUserFederation, toUserFederationProvider } from "@/shared/paths/user-federation-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useSaveProvider } from "../../api/use-save-provider";
import { ldapComponentFrom, ldapFormValues, type LdapFormValues } from "./ldap-form-state";
import { ldapServerFieldError } from "./ldap-server-errors";
import { LdapSettingsSections } from "./ldap-settings-sections";

/**
 * Adds an LDAP provider. A refused setting shows at its field; any failed save keeps what was
 * typed, and so does a session that ends mid-way. The new provider opens on its settings.
 */
export function LdapAddForm() {
  const { t } = useTranslation();
  const realm = useRealm();
  const realmId = useRealmRepresentation()?.id;
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const saveProvider = useSaveProvider();
  const form = useForm<LdapFormValues>({ defaultValues: ldapFormValues(), mode: "onChange" });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form, "add-ldap");

  const save = async (values: LdapFormValues) => {
    try {
      const id = await saveProvider.mutateAsync(ldapComponentFrom(values, realmId));
      draft.clear();
      addAlert(t("userFederation.ldap.added", { name: values.name.trim() }), "success");
      allowNavigation();
      void navigate(toUserFederationProvider({ realm, id, providerId: "ldap" }));
    } catch (error) {
      const field = ldapServerFieldError(error, t);
      if (field === undefined) addError("userFederation.ldap.addError", error);
      else
        form.setError(
          field.name,
          { type: "server", message: field.message },
          { shouldFocus: true },
        );
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <LdapSettingsSections
        readOnly={false}
        isNew
        componentId={undefined}
        form={(sections) => (
          <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
            {draft.notice}
            {sections}
            <FormActions
              saveLabel={t("userFederation.ldap.add")}
              isLoading={saveProvider.isPending}
              onCancel={() => {
                void navigate(toUserFederation({ realm }));
              }}
            />
          </Form>
        )}
      />
    </FormProvider>
  );
}
