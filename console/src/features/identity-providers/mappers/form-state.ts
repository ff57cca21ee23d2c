import type {
  ConfigPropertyRepresentation,
  IdentityProviderMapperRepresentation,
  IdentityProviderMapperTypeRepresentation,
} from "@gatehouse/admin-client";
import {
  configFormValues,
  configRepresentation,
  configValueSeparator,
  type ConfigFormValue,
} from "@/shared/ui/dynamic/config-values";

/** How a mapper applies on later sign-ins; `INHERIT` follows the provider's own sync mode. */
export const mapperSyncModes = ["INHERIT", "IMPORT", "LEGACY", "FORCE"] as const;
export type MapperSyncMode = (typeof mapperSyncModes)[number];

/** The config key the server reads a mapper's sync mode from. */
export const syncModeKey = "syncMode";

export interface IdpMapperFormValues {
  name: string;
  /** The mapper type's id. */
  type: string;
  syncMode: MapperSyncMode;
  /** The type's properties, under encoded names (see the dynamic config form). */
  config: Record<string, ConfigFormValue>;
}

const isSyncMode = (value: string | undefined): value is MapperSyncMode =>
  mapperSyncModes.some((mode) => mode === value);

/**
 * A new mapper starts on a list's first option when its property has no default: the server reads
 * an empty choice as no choice at all.
 */
function withFirstOptionAsDefault(property: ConfigPropertyRepresentation) {
  const first = property.options?.[0];
  return property.type === "List" && property.defaultValue === undefined && first !== undefined
    ? { ...property, defaultValue: first }
    : property;
}

/** The type's properties as the form starts them: the defaults of a new mapper. */
export function typeConfigValues(
  type: IdentityProviderMapperTypeRepresentation | undefined,
  mapper?: IdentityProviderMapperRepresentation,
): Record<string, ConfigFormValue> {
  const properties = type?.properties ?? [];
  return configFormValues(
    mapper?.config,
    mapper === undefined ? properties.map(withFirstOptionAsDefault) : properties,
  );
}

/** The form's values for a saved mapper, or for a new one of `type`. */
export function mapperFormValues(
  type: IdentityProviderMapperTypeRepresentation | undefined,
  mapper?: IdentityProviderMapperRepresentation,
): IdpMapperFormValues {
  const stored = mapper?.config?.[syncModeKey];
  return {
    name: mapper?.name ?? "",
    type: mapper?.identityProviderMapper ?? type?.id ?? "",
    syncMode: isSyncMode(stored) ? stored : "INHERIT",
    config: typeConfigValues(type, mapper),
  };
}

/**
 * The mapper to send: a new one, or `original` with the form's values over it. Config keys the
 * type does not describe are kept from `original`; several values of one key are joined by "##",
 * as mappers keep one text per key.
 */
export function mapperFromForm(
  values: IdpMapperFormValues,
  type: IdentityProviderMapperTypeRepresentation | undefined,
  original?: IdentityProviderMapperRepresentation,
): IdentityProviderMapperRepresentation {
  const config = configRepresentation(
    values.config,
    type?.properties ?? [],
    "single",
    original?.config,
  );
  return {
    ...original,
    name: original?.name ?? values.name.trim(),
    identityProviderMapper: original?.identityProviderMapper ?? values.type,
    config: {
      ...Object.fromEntries(
        Object.entries(config).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.join(configValueSeparator) : value,
        ]),
      ),
      [syncModeKey]: values.syncMode,
    },
  };
}
