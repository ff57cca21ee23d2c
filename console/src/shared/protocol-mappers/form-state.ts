import type {
  ConfigPropertyRepresentation,
  ProtocolMapperRepresentation,
  ProtocolMapperTypeRepresentation,
} from "@gatehouse/admin-client";
import {
  configFormValues,
  configRepresentation,
  configValueSeparator,
  type ConfigFormValue,
} from "@/shared/ui/dynamic/config-values";

export interface MapperFormValues {
  name: string;
  config: Record<string, ConfigFormValue>;
}

/**
 * The form's values for a mapper: its name and the type's properties, from the mapper when it
 * exists, else from the properties' defaults (a new mapper). A new mapper's list without a default
 * starts on its first option, as the server reads an empty choice as no choice at all.
 */
export function mapperFormValues(
  type: ProtocolMapperTypeRepresentation,
  mapper?: ProtocolMapperRepresentation,
): MapperFormValues {
  const properties = type.properties ?? [];
  return {
    name: mapper?.name ?? "",
    config: configFormValues(
      mapper?.config,
      mapper === undefined ? properties.map(withFirstOptionAsDefault) : properties,
    ),
  };
}

function withFirstOptionAsDefault(property: ConfigPropertyRepresentation) {
  const first = property.options?.[0];
  return property.type === "List" && property.defaultValue === undefined && first !== undefined
    ? { ...property, defaultValue: first }
    : property;
}

/**
 * The mapper to send: a new one of `type` for `protocol`, or `original` with the form's values.
 * Configuration keys the type does not describe are kept from `original`; mappers keep one string
 * per key, several values joined by "##".
 */
export function mapperFromForm(
  values: MapperFormValues,
  type: ProtocolMapperTypeRepresentation,
  protocol: string,
  original?: ProtocolMapperRepresentation,
): ProtocolMapperRepresentation & { name: string } {
  const config = configRepresentation(
    values.config,
    type.properties ?? [],
    "single",
    original?.config,
  );
  return {
    ...original,
    name: original?.name ?? values.name.trim(),
    protocol: original?.protocol ?? protocol,
    protocolMapper: type.id,
    config: Object.fromEntries(
      Object.entries(config).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join(configValueSeparator) : value,
      ]),
    ),
  };
}
