import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import {
  configFormValues,
  configRepresentation,
  type ConfigFormValue,
  type ConfigShape,
} from "./config-values";

/** A provider's settings under a name of their own (a step's configuration, a policy), as a form edits them. */
export interface NamedConfigValues {
  name: string;
  config: Record<string, ConfigFormValue>;
}

/** What such settings are stored as: their id once stored, their name and their settings. */
export interface StoredNamedConfig {
  id?: string | undefined;
  name?: string | undefined;
  config?: Readonly<Record<string, unknown>> | undefined;
}

/** The form's values from the stored settings, or an empty name and the defaults without them. */
export function namedConfigValues(
  stored: StoredNamedConfig | undefined,
  properties: readonly ConfigPropertyRepresentation[],
): NamedConfigValues {
  return { name: stored?.name ?? "", config: configFormValues(stored?.config, properties) };
}

/**
 * What to store from the form's values: the stored id kept (absent for new settings), the name
 * trimmed, and settings the form does not show kept from the stored ones.
 *
 * @example
 * namedConfigFromValues({ name: " Ten ", config: { max: "10" } }, properties, "multivalued", { id: "p-1" });
 * // → { id: "p-1", name: "Ten", config: { max: ["10"] } }
 */
export function namedConfigFromValues(
  values: NamedConfigValues,
  properties: readonly ConfigPropertyRepresentation[],
  shape: ConfigShape,
  stored: StoredNamedConfig | undefined,
): { id?: string; name: string; config: Record<string, string | string[]> } {
  return {
    ...(stored?.id !== undefined && { id: stored.id }),
    name: values.name.trim(),
    config: configRepresentation(values.config, properties, shape, stored?.config),
  };
}
