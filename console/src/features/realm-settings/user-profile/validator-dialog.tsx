import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import { useEffect, useEffectEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import {
  configFormValues,
  configRepresentation,
  type ConfigFormValue,
} from "@/shared/ui/dynamic/config-values";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { SelectControl } from "@/shared/ui/form/select-control";
import type { AttributeValidator } from "./attribute-form-state";

/** Where the server lists its validators in the server info. */
const validatorProviderType = "org.keycloak.validate.Validator";

interface ValidatorValues {
  name: string;
  config: Record<string, ConfigFormValue>;
}

/** The options to store: the form's values without the ones left empty. */
function storedOptions(
  values: ValidatorValues,
  properties: readonly ConfigPropertyRepresentation[],
): Record<string, unknown> {
  const options = configRepresentation(values.config, properties, "single");
  return Object.fromEntries(
    Object.entries(options).filter(
      ([, value]) =>
        value !== "" && value !== "[]" && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/**
 * Adds a validator, chosen among those the server has, with its options; or changes the options
 * of one the attribute has (`editing`).
 */
export function ValidatorDialog({
  editing,
  taken,
  onSave,
  onClose,
}: {
  editing: AttributeValidator | undefined;
  /** Validators the attribute has already: each once. */
  taken: readonly string[];
  onSave: (validator: AttributeValidator) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const validators = useServerInfo().componentTypes?.[validatorProviderType] ?? [];
  const propertiesOf = (name: string) =>
    validators.find((validator) => validator.id === name)?.properties ?? [];
  const form = useForm<ValidatorValues>({
    defaultValues: {
      name: editing?.name ?? "",
      config: configFormValues(editing?.options, propertiesOf(editing?.name ?? "")),
    },
    mode: "onChange",
  });
  const name = useWatch({ control: form.control, name: "name" });
  const properties = propertiesOf(name);
  // A newly chosen validator's options start from the server's defaults.
  const startOptions = useEffectEvent((chosen: string) => {
    if (editing === undefined)
      form.setValue("config", configFormValues(undefined, propertiesOf(chosen)));
  });
  useEffect(() => {
    startOptions(name);
  }, [name]);
  const choices = validators
    .filter((validator) => validator.id === editing?.name || !taken.includes(validator.id))
    .map((validator) => validator.id)
    .sort();

  return (
    <FormDialog
      title={
        editing === undefined
          ? t("realmSettings.userProfile.addValidatorTitle")
          : t("realmSettings.userProfile.editValidatorTitle", { name: editing.name })
      }
      form={form}
      variant="medium"
      submitLabel={
        editing === undefined
          ? t("realmSettings.userProfile.addValidator")
          : t("realmSettings.userProfile.apply")
      }
      onSubmit={(values) => {
        onSave({ name: values.name, options: storedOptions(values, properties) });
      }}
      onClose={onClose}
    >
      <SelectControl
        name="name"
        // The attribute form underneath has a field of the same name: the ids must differ.
        id="validator-name"
        data-testid="validator-name"
        label={t("realmSettings.userProfile.validatorName")}
        options={choices}
        isDisabled={editing !== undefined}
        rules={{ required: true }}
        helperText={validators.find((validator) => validator.id === name)?.helpText}
      />
      <DynamicFields key={name} properties={properties} />
    </FormDialog>
  );
}
