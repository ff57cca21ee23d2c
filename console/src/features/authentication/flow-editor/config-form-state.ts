import type {
  AuthenticatorConfigRepresentation,
  ConfigPropertyRepresentation,
} from "@gatehouse/admin-client";
import {
  configFormValues,
  configRepresentation,
  type ConfigFormValue,
} from "@/shared/ui/dynamic/config-values";

/** What the configure dialog edits: the configuration's name and the step's settings. */
export interface ConfigValues {
  alias: string;
  config: Record<string, ConfigFormValue>;
}

/** The dialog's values from the stored configuration, or the settings' defaults without one. */
export function configFormState(
  stored: AuthenticatorConfigRepresentation | undefined,
  properties: readonly ConfigPropertyRepresentation[],
): ConfigValues {
  return {
    alias: stored?.alias ?? "",
    config: configFormValues(stored?.config, properties),
  };
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
  const config = configRepresentation(values.config, properties, "single", stored?.config);
  return {
    ...(stored?.id !== undefined && { id: stored.id }),
    alias: values.alias.trim(),
    config: Object.fromEntries(
      Object.entries(config).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join("##") : value,
      ]),
    ),
  };
}
