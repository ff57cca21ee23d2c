import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { EditForm } from "@/shared/ui/form/edit-form";
import { useSaveProvider } from "../../api/use-save-provider";
import { ldapComponentFrom, ldapFormValues, type LdapFormValues } from "./ldap-form-state";
import { ldapServerFieldError } from "./ldap-server-errors";
import { LdapSettingsSections } from "./ldap-settings-sections";

/**
 * A stored provider's settings; read-only without manage-realm. Remount with a new `key` after a
 * save, so the form starts again from what the server holds.
 */
export function LdapEditForm({
  provider,
  canManage,
}: {
  provider: ComponentRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realmId = useRealmRepresentation()?.id;
  const saveProvider = useSaveProvider();
  const form = useForm<LdapFormValues>({
    defaultValues: ldapFormValues(provider),
    mode: "onChange",
  });
  const save = async (values: LdapFormValues) => {
    try {
      await saveProvider.mutateAsync(ldapComponentFrom(values, realmId, provider));
    } catch (error) {
      const field = ldapServerFieldError(error, t);
      if (field !== undefined)
        form.setError(
          field.name,
          { type: "server", message: field.message },
          { shouldFocus: true },
        );
      throw error;
    }
  };
  return (
    <LdapSettingsSections
      readOnly={!canManage}
      isNew={false}
      componentId={provider.id}
      form={(sections) => (
        <EditForm
          form={form}
          save={save}
          isSaving={saveProvider.isPending}
          canEdit={canManage}
          savedMessage={t("userFederation.ldap.saved")}
          saveErrorKey="userFederation.ldap.saveError"
        >
          {sections}
        </EditForm>
      )}
    />
  );
}
