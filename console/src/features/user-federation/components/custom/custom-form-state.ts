import type {
  ComponentRepresentation,
  ConfigPropertyRepresentation,
} from "@gatehouse/admin-client";
import {
  configFormValues,
  configRepresentation,
  type ConfigFormValue,
} from "@/shared/ui/dynamic/config-values";
import { cacheSettingKeys } from "../cache-policy";
import {
  commonProviderValues,
  providerComponent,
  type CommonProviderValues,
} from "../provider-settings";

/** A custom provider's form: the common settings and the provider's own, by encoded name. */
export interface CustomProviderFormValues {
  name: string;
  config: CommonProviderValues["config"] & Record<string, ConfigFormValue>;
}

const commonKeys = new Set<string>(["enabled", "priority", ...cacheSettingKeys]);

/**
 * The settings the provider describes, without those every provider has (name, on, priority,
 * cache), which the page shows once, in their own fields.
 */
export function ownProperties(
  properties: readonly ConfigPropertyRepresentation[],
): ConfigPropertyRepresentation[] {
  return properties.filter((property) => !commonKeys.has(property.name ?? ""));
}

/** Form values of a stored custom provider, or of a new one named after its kind with its defaults. */
export function customFormValues(
  provider: ComponentRepresentation | undefined,
  properties: readonly ConfigPropertyRepresentation[],
  kind: string,
): CustomProviderFormValues {
  const common = commonProviderValues(provider);
  return {
    name: provider === undefined ? kind : common.name,
    config: { ...configFormValues(provider?.config, ownProperties(properties)), ...common.config },
  };
}

/**
 * The component to store. Settings the provider no longer describes are kept from the stored one,
 * so a save never drops what this page does not show.
 */
export function customFromForm(
  values: CustomProviderFormValues,
  properties: readonly ConfigPropertyRepresentation[],
  kind: string,
  original?: ComponentRepresentation,
): ComponentRepresentation {
  const own = configRepresentation(values.config, ownProperties(properties), "multivalued");
  return providerComponent(values, own as Record<string, string[]>, { providerId: kind, original });
}
