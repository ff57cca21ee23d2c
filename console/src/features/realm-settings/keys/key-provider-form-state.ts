import type {
  ComponentRepresentation,
  ConfigPropertyRepresentation,
} from "@gatehouse/admin-client";
import {
  configFormValues,
  configRepresentation,
  type ConfigFormValue,
} from "@/shared/ui/dynamic/config-values";
import { keyProviderType } from "../api/key-providers-query";

/** The form of a key provider: its name and its provider type's settings. */
export interface KeyProviderFormValues {
  name: string;
  config: Record<string, ConfigFormValue>;
}

/** Form values of a stored provider, or of a new one (named after its type, with its defaults). */
export function keyProviderFormValues(
  provider: ComponentRepresentation | undefined,
  properties: readonly ConfigPropertyRepresentation[],
  typeId: string,
): KeyProviderFormValues {
  return {
    name: provider?.name ?? typeId,
    config: configFormValues(provider?.config, properties),
  };
}

export interface KeyProviderTarget {
  /** The provider type, e.g. "ecdsa-generated". */
  typeId: string;
  /** The realm's id: key providers hang directly below the realm. */
  realmId: string;
  /** The stored provider when editing; its id and settings the form does not show are kept. */
  original?: ComponentRepresentation;
}

/**
 * The component the server stores for the form's values.
 *
 * @example
 * keyProviderFromForm({ name: "ec", config: { priority: 200 } }, properties,
 *   { typeId: "ecdsa-generated", realmId });
 * // → { name: "ec", providerId: "ecdsa-generated", providerType: "org.keycloak.keys.KeyProvider",
 * //     parentId: realmId, config: { priority: ["200"], … } }
 */
export function keyProviderFromForm(
  values: KeyProviderFormValues,
  properties: readonly ConfigPropertyRepresentation[],
  { typeId, realmId, original }: KeyProviderTarget,
): ComponentRepresentation {
  return {
    ...(original?.id === undefined ? {} : { id: original.id }),
    name: values.name.trim(),
    providerId: original?.providerId ?? typeId,
    providerType: keyProviderType,
    parentId: original?.parentId ?? realmId,
    config: configRepresentation(
      values.config,
      properties,
      "multivalued",
      original?.config,
    ) as Record<string, string[]>,
  };
}
