import type { ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { Content, FormGroup, TextInput } from "@patternfly/react-core";
import { useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateServerLabel } from "@/shared/lib/server-text";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SelectControl } from "@/shared/ui/form/select-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { mapperConfigValues, type LdapMapperFormValues } from "./mapper-form-state";
import { mapperTypeName } from "./mapper-type-name";

/**
 * An LDAP mapper's fields: its name, its type (chosen on create, fixed after, as the server keeps
 * it) with the server's description of it, and the type's settings through the shared dynamic form.
 */
export function LdapMapperFields({
  types,
  isNew,
  isDisabled,
}: {
  types: readonly ComponentTypeRepresentation[];
  isNew: boolean;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<LdapMapperFormValues>();
  const typeId = useWatch<LdapMapperFormValues, "type">({ name: "type" });
  const type = types.find((candidate) => candidate.id === typeId);
  // Another type has other settings: start them from that type's defaults.
  const shownType = useRef(typeId);
  useEffect(() => {
    if (shownType.current === typeId) return;
    shownType.current = typeId;
    setValue("config", mapperConfigValues(type), { shouldDirty: true });
  }, [setValue, type, typeId]);

  return (
    <>
      <TextControl<LdapMapperFormValues, "name">
        name="name"
        label={t("userFederation.mappers.name")}
        labelIcon={t("userFederation.mappers.nameHelp")}
        isDisabled={isDisabled}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("userFederation.mappers.nameBlank"),
        }}
      />
      {isNew ? (
        <SelectControl<LdapMapperFormValues, "type">
          name="type"
          label={t("userFederation.mappers.type")}
          isDisabled={isDisabled}
          rules={{ required: true }}
          options={types.map((candidate) => ({
            key: candidate.id,
            value: mapperTypeName(candidate.id, t),
          }))}
        />
      ) : (
        <FormGroup label={t("userFederation.mappers.type")} fieldId="ldap-mapper-type">
          <TextInput
            id="ldap-mapper-type"
            value={mapperTypeName(typeId, t)}
            readOnlyVariant="default"
          />
        </FormGroup>
      )}
      {type?.helpText !== undefined && type.helpText !== "" && (
        <Content component="p">{translateServerLabel(type.helpText, t)}</Content>
      )}
      {type !== undefined && (
        <DynamicFields key={type.id} properties={type.properties ?? []} isDisabled={isDisabled} />
      )}
    </>
  );
}
