import type { ProtocolMapperTypeRepresentation } from "@gatehouse/admin-client";
import { FormGroup, TextInput } from "@patternfly/react-core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { UseFormSetError } from "react-hook-form";
import { applyServerErrors } from "@/shared/api/server-validation";
import { errorMessage } from "@/shared/api/error-message";
import { encodeFieldKey } from "@/shared/lib/dotted-keys";
import { translateServerLabel } from "@/shared/lib/server-text";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import type { MapperFormValues } from "./form-state";
import { translatedProperties } from "./property-texts";

/**
 * The fields of a mapper: its type (fixed), its name (set once, when it is created) and the
 * type's configuration through the shared dynamic form.
 */
export function MapperFields({
  type,
  isNew,
  isDisabled,
}: {
  type: ProtocolMapperTypeRepresentation;
  isNew: boolean;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormGroup label={t("protocolMappers.fields.type")} fieldId="mapper-type">
        <TextInput
          id="mapper-type"
          value={translateServerLabel(type.name ?? type.id, t)}
          readOnlyVariant="default"
        />
      </FormGroup>
      <TextControl<MapperFormValues, "name">
        name="name"
        label={t("protocolMappers.fields.name")}
        labelIcon={t("protocolMappers.fields.nameHelp")}
        isDisabled={isDisabled}
        readOnlyVariant={isNew ? undefined : "default"}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("protocolMappers.fields.nameBlank"),
        }}
      />
      <DynamicFields
        properties={translatedProperties(type.properties ?? [], t)}
        isDisabled={isDisabled}
      />
    </>
  );
}

/**
 * Puts a refused save's errors on their fields: a name already used (409) on the name, errors the
 * server names a property for on that property. Returns whether anything was placed.
 */
export function placeMapperErrors(
  error: unknown,
  setError: UseFormSetError<MapperFormValues>,
  t: TFunction,
): boolean {
  if (errorMessage(error).status === 409) {
    setError(
      "name",
      { type: "server", message: t("protocolMappers.fields.nameTaken") },
      { shouldFocus: true },
    );
    return true;
  }
  return applyServerErrors(error, setError, {
    t,
    fieldName: (field) => (field === "name" ? "name" : `config.${encodeFieldKey(field)}`),
  });
}
