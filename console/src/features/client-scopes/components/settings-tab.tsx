import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TypedClientScope } from "@/shared/client-scopes/client-scope-type";
import { EditForm } from "@/shared/ui/form/edit-form";
import { useUpdateClientScope } from "../api/use-update-client-scope";
import { clientScopeFormValues, clientScopeFrom, type ClientScopeFormValues } from "../form-state";
import { ClientScopeFields } from "./client-scope-fields";
import { serverFieldOf } from "./server-field";
import { showOnField } from "@/shared/api/server-validation";

/**
 * The scope's settings and realm-wide type; read-only without manage-clients. Remount with a new
 * `key` after a save, so the form starts again from what the server holds.
 */
export function SettingsTab({ scope, canManage }: { scope: TypedClientScope; canManage: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateClientScope();
  const form = useForm<ClientScopeFormValues>({
    defaultValues: clientScopeFormValues(scope, scope.type),
    mode: "onChange",
  });
  const save = async (values: ClientScopeFormValues) => {
    // The type is the realm's, not a field of the scope: leave it out of what is sent.
    const { type: _type, ...loaded } = scope;
    try {
      await update.mutateAsync({
        id: scope.id,
        scope: clientScopeFrom(values, loaded),
        from: scope.type,
        to: values.type,
      });
    } catch (error) {
      showOnField(form.setError, serverFieldOf(error, t));
      throw error;
    }
  };
  return (
    <EditForm
      form={form}
      save={save}
      isSaving={update.isPending}
      canEdit={canManage}
      savedMessage={t("clientScopes.details.saved")}
      saveErrorKey="clientScopes.details.saveError"
    >
      <ClientScopeFields isDisabled={!canManage} />
    </EditForm>
  );
}
