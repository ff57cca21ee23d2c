import { Content, FormGroup, TextInput } from "@patternfly/react-core";
import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useFormContext, useWatch, type UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";
import { applyServerErrors } from "@/shared/api/server-validation";
import { encodeFieldKey } from "@/shared/lib/dotted-keys";
import { translateServerLabel } from "@/shared/lib/server-text";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SelectControl } from "@/shared/ui/form/select-control";
import { TextControl } from "@/shared/ui/form/text-control";
import type { MapperType } from "../api/mapper-types-query";
import { mapperSyncModes, typeConfigValues, type IdpMapperFormValues } from "./form-state";

const typeLabel = (type: MapperType, t: TFunction) => translateServerLabel(type.name ?? type.id, t);

/**
 * A mapper's fields: its name (set once, on create), its type (chosen on create, fixed after),
 * its sync mode and the chosen type's configuration through the shared dynamic form.
 */
export function MapperFields({
  types,
  isNew,
  isDisabled,
}: {
  types: readonly MapperType[];
  isNew: boolean;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<IdpMapperFormValues>();
  const typeId = useWatch<IdpMapperFormValues, "type">({ name: "type" });
  const type = types.find((candidate) => candidate.id === typeId);
  // Another type has other properties: start them from that type's defaults.
  const shownType = useRef(typeId);
  useEffect(() => {
    if (shownType.current === typeId) return;
    shownType.current = typeId;
    setValue("config", typeConfigValues(type), { shouldDirty: true });
  }, [setValue, type, typeId]);

  return (
    <>
      <TextControl<IdpMapperFormValues, "name">
        name="name"
        label={t("identityProviders.mappers.name")}
        labelIcon={t("identityProviders.mappers.nameHelp")}
        isDisabled={isDisabled}
        readOnlyVariant={isNew ? undefined : "default"}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("identityProviders.mappers.nameBlank"),
        }}
      />
      {isNew ? (
        <SelectControl<IdpMapperFormValues, "type">
          name="type"
          label={t("identityProviders.mappers.type")}
          isDisabled={isDisabled}
          rules={{ required: true }}
          options={types.map((candidate) => ({
            key: candidate.id,
            value: typeLabel(candidate, t),
          }))}
        />
      ) : (
        <FormGroup label={t("identityProviders.mappers.type")} fieldId="mapper-type">
          <TextInput
            id="mapper-type"
            value={type === undefined ? typeId : typeLabel(type, t)}
            readOnlyVariant="default"
          />
        </FormGroup>
      )}
      {type?.helpText !== undefined && (
        <Content component="p">{translateServerLabel(type.helpText, t)}</Content>
      )}
      <SelectControl<IdpMapperFormValues, "syncMode">
        name="syncMode"
        label={t("identityProviders.mappers.syncMode")}
        labelIcon={t("identityProviders.mappers.syncModeHelp")}
        isDisabled={isDisabled}
        options={mapperSyncModes.map((mode) => ({
          key: mode,
          value: t(`identityProviders.mappers.syncModes.${mode}`),
        }))}
      />
      {type !== undefined && (
        <DynamicFields key={type.id} properties={type.properties ?? []} isDisabled={isDisabled} />
      )}
    </>
  );
}

/**
 * Puts a refused save's errors on their fields: a name already used (409) on the name, errors the
 * server names a property for on that property. Returns whether anything was placed.
 */
export function placeMapperErrors(
  error: unknown,
  setError: UseFormSetError<IdpMapperFormValues>,
  t: TFunction,
): boolean {
  if (errorMessage(error).status === 409) {
    setError(
      "name",
      { type: "server", message: t("identityProviders.mappers.nameTaken") },
      { shouldFocus: true },
    );
    return true;
  }
  return applyServerErrors(error, setError, {
    t,
    fieldName: (field) => (field === "name" ? "name" : `config.${encodeFieldKey(field)}`),
  });
}
