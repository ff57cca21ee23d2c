import type { ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyComponentErrors } from "@/shared/api/server-validation";
import { translateServerLabel } from "@/shared/lib/server-text";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { ProviderTypeMenu } from "@/shared/ui/dynamic/provider-type-menu";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { useSaveKeyProvider } from "../api/use-save-key-provider";
import {
  keyProviderFormValues,
  keyProviderFromForm,
  type KeyProviderFormValues,
} from "./key-provider-form-state";

/**
 * "Add provider": the kinds of key provider the server offers, each with what it makes; choosing
 * one opens a dialog with its name and settings.
 */
export function AddKeyProvider({
  types,
  realmId,
}: {
  types: readonly ComponentTypeRepresentation[];
  realmId: string;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ComponentTypeRepresentation>();
  return (
    <>
      <ProviderTypeMenu
        label={t("realmSettings.keys.providers.add")}
        types={types}
        describe={(type) => (type.helpText ? translateServerLabel(type.helpText, t) : undefined)}
        onChoose={setChosen}
      />
      {chosen !== undefined && (
        <AddKeyProviderDialog
          key={chosen.id}
          type={chosen}
          realmId={realmId}
          onClose={() => {
            setChosen(undefined);
          }}
        />
      )}
    </>
  );
}

function AddKeyProviderDialog({
  type,
  realmId,
  onClose,
}: {
  type: ComponentTypeRepresentation;
  realmId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const save = useSaveKeyProvider();
  const properties = type.properties ?? [];
  const form = useForm<KeyProviderFormValues>({
    defaultValues: keyProviderFormValues(undefined, properties, type.id),
    mode: "onChange",
  });
  return (
    <FormDialog<KeyProviderFormValues>
      title={t("realmSettings.keys.providers.addTitle", { type: type.id })}
      form={form}
      submitLabel={t("realmSettings.keys.providers.create")}
      errorTitle={t("realmSettings.keys.providers.createError")}
      variant="medium"
      placeError={(error) => applyComponentErrors(error, form.setError, properties, t)}
      onSubmit={async (values) => {
        const provider = keyProviderFromForm(values, properties, { typeId: type.id, realmId });
        await save.mutateAsync(provider);
        addAlert(t("realmSettings.keys.providers.created", { name: provider.name }), "success");
      }}
      onClose={onClose}
    >
      <TextControl
        name="name"
        label={t("realmSettings.keys.providers.name")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value: unknown) => String(value).trim() !== "" || t("form.required"),
        }}
      />
      <DynamicFields properties={properties} />
    </FormDialog>
  );
}
