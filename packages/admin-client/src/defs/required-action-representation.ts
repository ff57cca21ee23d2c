import type { ConfigPropertyRepresentation } from "./config-property-representation.js";

/** Aliases of the built-in required actions the spec names. */
export enum RequiredActionAlias {
  VERIFY_EMAIL = "VERIFY_EMAIL",
  UPDATE_PROFILE = "UPDATE_PROFILE",
  CONFIGURE_TOTP = "CONFIGURE_TOTP",
  UPDATE_PASSWORD = "UPDATE_PASSWORD",
  TERMS_AND_CONDITIONS = "TERMS_AND_CONDITIONS",
}

export interface RequiredActionProviderRepresentation {
  alias?: string;
  name?: string;
  providerId?: string;
  enabled?: boolean;
  defaultAction?: boolean;
  priority?: number;
  config?: Record<string, string>;
}

/** A required action provider not registered in the realm yet. */
export interface RequiredActionProviderSimpleRepresentation {
  id?: string;
  name?: string;
  providerId?: string;
}

export interface RequiredActionConfigRepresentation {
  config?: Record<string, string>;
}

export interface RequiredActionConfigInfoRepresentation {
  properties?: ConfigPropertyRepresentation[];
}
