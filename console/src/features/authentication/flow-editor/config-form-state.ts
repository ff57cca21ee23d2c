import type {
  AuthenticatorConfigRepresentation,
  ConfigPropertyRepresentation,
} from "@gatehouse/admin-client";
import {
  namedConfigFromValues,
  namedConfigValues,
  type NamedConfigValues,
} from "@/shared/ui/dynamic/named-config-state";

/** What the configure dialog edits: the configuration's name (its alias) and the step's settings. */
export type ConfigValues = NamedConfigValues;

/** The dialog's values from the stored configuration, or the settings' defaults without one. */
export function configFormState(
  stored: AuthenticatorConfigRepresentation | undefined,
  properties: readonly ConfigPropertyRepresentation[],
): ConfigValues {
  return namedConfigValues(stored && { name: stored.alias, config: stored.config }, properties);
}

/**
 * The configuration to store from the dialog's values. Settings the dialog does not show are
 * kept from the stored configuration; several values of one setting are joined as the server
 * keeps them in one string.
 */
export function configFromForm(
  values: ConfigValues,
  properties: readonly ConfigPropertyRepresentation[],
  stored: AuthenticatorConfigRepresentation | undefined,
): AuthenticatorConfigRepresentation {
  const { name, config, ...kept } = namedConfigFromValues(values, properties, "single", stored);
  return {
    ...kept,
    alias: name,
    config: Object.fromEntries(
      Object.entries(config).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join("##") : value,
      ]),
    ),
  };
}
