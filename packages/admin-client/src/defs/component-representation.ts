import type { ConfigPropertyRepresentation } from "./config-property-representation.js";

/** A realm component (key provider, user storage, mapper, client-registration policy, …). */
export interface ComponentRepresentation {
  id?: string;
  name?: string;
  providerId?: string;
  providerType?: string;
  parentId?: string;
  subType?: string;
  /** Every config value is a list, even single ones. */
  config?: Record<string, string[]>;
}

/** A provider that can be created as a component, with its configurable properties. */
export interface ComponentTypeRepresentation {
  id: string;
  helpText?: string;
  properties?: ConfigPropertyRepresentation[];
  metadata?: Record<string, unknown>;
}
