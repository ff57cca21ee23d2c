import type { ComponentRepresentation, ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyComponentErrors } from "@/shared/api/server-validation";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { EditForm } from "@/shared/ui/form/edit-form";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { useSaveKeyProvider } from "../api/use-save-key-provider";
import {
  keyProviderFormValues,
  keyProviderFromForm,
  type KeyProviderFormValues,
} from "./key-provider-form-state";

export interface KeyProviderFormProps {
  provider: ComponentRepresentation;
  /** The server's description of the provider's kind: its settings. */
  type: ComponentTypeRepresentation;
  canManage: boolean;
}

/**
 * A stored key provider's name and settings, generated from what the server describes. The
 * server's refusal of a setting lands on its field; without manage-realm everything is read-only.
 */
export function KeyProviderForm({ provider, type, canManage }: KeyProviderFormProps) {
  const { t } = useTranslation();
  const save = useSaveKeyProvider();
  const properties = type.properties ?? [];
  const form = useForm<KeyProviderFormValues>({
    defaultValues: keyProviderFormValues(provider, properties, type.id),
    mode: "onChange",
  });
  return (
    <EditForm
      form={form}
      save={async (values) => {
        const changed = keyProviderFromForm(values, properties, {
          typeId: type.id,
          realmId: provider.parentId ?? "",
          original: provider,
        });
        try {
          await save.mutateAsync(changed);
        } catch (error) {
          applyComponentErrors(error, form.setError, properties, t);
          throw error;
        }
      }}
      isSaving={save.isPending}
      canEdit={canManage}
      savedMessage={t("realmSettings.keys.providers.saved")}
      saveErrorKey="realmSettings.keys.providers.saveError"
    >
      <TextControl
        name="name"
        label={t("realmSettings.keys.providers.name")}
        isDisabled={!canManage}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value: unknown) => String(value).trim() !== "" || t("form.required"),
        }}
      />
      <DynamicFields properties={properties} isDisabled={!canManage} />
    </EditForm>
  );
}
