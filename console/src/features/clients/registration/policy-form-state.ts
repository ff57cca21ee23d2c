import type {
  ComponentRepresentation,
  ConfigPropertyRepresentation,
} from "@gatehouse/admin-client";
import {
  namedConfigFromValues,
  namedConfigValues,
  type NamedConfigValues,
} from "@/shared/ui/dynamic/named-config-state";
import { registrationPolicyType } from "../api/registration-policies-query";
import type { RegistrationSubTab } from "./paths";

/** The form of a client registration policy: its name and its provider's settings. */
export type RegistrationPolicyFormValues = NamedConfigValues;

/** Form values of a stored policy, or of a new one (no name, the provider's defaults). */
export function policyFormValues(
  policy: ComponentRepresentation | undefined,
  properties: readonly ConfigPropertyRepresentation[],
): RegistrationPolicyFormValues {
  return namedConfigValues(policy, properties);
}

export interface PolicyTarget {
  providerId: string;
  subType: RegistrationSubTab;
  /** The realm's id: policies hang directly below the realm. */
  realmId: string;
  /** The stored policy when editing; its id and settings the form does not show are kept. */
  original?: ComponentRepresentation;
}

/**
 * The component the server stores for the form's values.
 *
 * @example
 * policyFromForm({ name: "Ten at most", config: { "max-clients": 10 } }, properties,
 *   { providerId: "max-clients", subType: "anonymous", realmId });
 * // → { name: "Ten at most", providerId: "max-clients", providerType: "…ClientRegistrationPolicy",
 * //     subType: "anonymous", parentId: realmId, config: { "max-clients": ["10"] } }
 */
export function policyFromForm(
  values: RegistrationPolicyFormValues,
  properties: readonly ConfigPropertyRepresentation[],
  { providerId, subType, realmId, original }: PolicyTarget,
): ComponentRepresentation {
  const { config, ...named } = namedConfigFromValues(values, properties, "multivalued", original);
  return {
    ...named,
    providerId,
    providerType: registrationPolicyType,
    subType: original?.subType ?? subType,
    parentId: original?.parentId ?? realmId,
    config: config as Record<string, string[]>,
  };
}
