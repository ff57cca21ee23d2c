import type { ClientScopeRepresentation } from "@gatehouse/admin-client";
import type { ClientScopeType } from "@/shared/client-scopes/client-scope-type";

/** The protocols a client scope is created for here; the server fixes it once created. */
export const clientScopeProtocols = ["openid-connect", "saml"] as const;

/** What the create form and the settings tab edit. */
export interface ClientScopeFormValues {
  name: string;
  description: string;
  /** Realm-wide: whether new clients get the scope as default, optional or not at all. */
  type: ClientScopeType;
  protocol: string;
  displayOnConsentScreen: boolean;
  consentScreenText: string;
  includeInTokenScope: boolean;
  /** Where the scope shows on the consent screen, as text: the server keeps it as text. */
  guiOrder: string;
  isDynamicScope: boolean;
  dynamicScopeFormat: string;
}

/** The attributes the form edits; any other attribute of the scope is kept as it is. */
export const scopeAttributes = {
  displayOnConsentScreen: "display.on.consent.screen",
  consentScreenText: "consent.screen.text",
  includeInTokenScope: "include.in.token.scope",
  guiOrder: "gui.order",
  isDynamicScope: "is.dynamic.scope",
  dynamicScopeFormat: "dynamic.scope.regexp",
} as const;

/**
 * The characters the server accepts in a scope name: those of an OAuth 2.0 scope token, printable
 * ASCII without space, double quote and backslash (it answers "Unexpected name" otherwise).
 */
export const scopeNamePattern = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

/** The form's values for a scope and its realm-wide type, or the defaults of a new scope. */
export function clientScopeFormValues(
  scope?: ClientScopeRepresentation,
  type: ClientScopeType = "none",
): ClientScopeFormValues {
  const attribute = (name: string) => scope?.attributes?.[name];
  return {
    name: scope?.name ?? "",
    description: scope?.description ?? "",
    type,
    protocol: scope?.protocol ?? "openid-connect",
    // The server reads a missing flag as on, for both.
    displayOnConsentScreen: attribute(scopeAttributes.displayOnConsentScreen) !== "false",
    consentScreenText: attribute(scopeAttributes.consentScreenText) ?? "",
    includeInTokenScope: attribute(scopeAttributes.includeInTokenScope) !== "false",
    guiOrder: attribute(scopeAttributes.guiOrder) ?? "",
    isDynamicScope: attribute(scopeAttributes.isDynamicScope) === "true",
    dynamicScopeFormat: attribute(scopeAttributes.dynamicScopeFormat) ?? "",
  };
}

/**
 * The scope to send: the loaded scope's other fields and attributes stay (the server replaces
 * what it is sent). The type is not part of the scope: it is stored in the realm's lists.
 */
export function clientScopeFrom(
  values: ClientScopeFormValues,
  loaded: ClientScopeRepresentation = {},
): ClientScopeRepresentation {
  const attributes: Record<string, string> = { ...loaded.attributes };
  const set = (name: string, value: string | undefined) => {
    if (value === undefined || value === "") Reflect.deleteProperty(attributes, name);
    else attributes[name] = value;
  };
  set(scopeAttributes.displayOnConsentScreen, String(values.displayOnConsentScreen));
  // Consent text only means something while the scope is shown on the consent screen.
  set(
    scopeAttributes.consentScreenText,
    values.displayOnConsentScreen ? values.consentScreenText.trim() : undefined,
  );
  set(scopeAttributes.includeInTokenScope, String(values.includeInTokenScope));
  set(scopeAttributes.guiOrder, values.guiOrder.trim());
  if (values.isDynamicScope) {
    set(scopeAttributes.isDynamicScope, "true");
    set(scopeAttributes.dynamicScopeFormat, values.dynamicScopeFormat.trim());
  } else if (attributes[scopeAttributes.isDynamicScope] !== undefined) {
    set(scopeAttributes.isDynamicScope, "false");
    set(scopeAttributes.dynamicScopeFormat, undefined);
  }
  return {
    ...loaded,
    name: values.name.trim(),
    description: values.description.trim(),
    protocol: loaded.protocol ?? values.protocol,
    attributes,
  };
}
