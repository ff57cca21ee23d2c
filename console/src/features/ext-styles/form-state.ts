import type { RealmRepresentation } from "@gatehouse/admin-client";
import type { RealmChanges } from "@/shared/realm-form/realm-changes";
import type { ExtStylesTab } from "./paths";

/**
 * The realm attributes Phase Two's extensions read their branding from: their login and e-mail
 * themes, and their portal. The form names each by a short key, since react-hook-form would read
 * the dots of the attribute names as nesting.
 */
export const styleAttributes = {
  logoUrl: "_providerConfig.assets.logo.url",
  faviconUrl: "_providerConfig.assets.favicon.url",
  appIconUrl: "_providerConfig.assets.appicon.url",
  loginPrimaryColour: "_providerConfig.assets.login.primaryColor",
  loginSecondaryColour: "_providerConfig.assets.login.secondaryColor",
  loginBackgroundColour: "_providerConfig.assets.login.backgroundColor",
  loginCss: "_providerConfig.assets.login.css",
  emailFooterLine1: "_providerConfig.assets.email.footer.line1",
  emailFooterLine2: "_providerConfig.assets.email.footer.line2",
  portalPrimaryColour: "_providerConfig.assets.portal.primaryColor",
  portalSecondaryColour: "_providerConfig.assets.portal.secondaryColor",
  portalBackgroundColour: "_providerConfig.assets.portal.backgroundColor",
  portalCss: "_providerConfig.assets.portal.css",
} as const;

export type StyleField = keyof typeof styleAttributes;

/** Every style setting as text; an attribute the realm does not have is empty. */
export type StyleValues = Record<StyleField, string>;

/** The settings each tab edits and saves; a tab's save leaves the others' attributes alone. */
export const tabFields: Record<ExtStylesTab, readonly StyleField[]> = {
  general: ["logoUrl", "faviconUrl", "appIconUrl"],
  login: ["loginPrimaryColour", "loginSecondaryColour", "loginBackgroundColour", "loginCss"],
  email: ["emailFooterLine1", "emailFooterLine2"],
  portal: ["portalPrimaryColour", "portalSecondaryColour", "portalBackgroundColour", "portalCss"],
};

/** The login themes that read these attributes (PatternFly 4 and 5), installed with the extension. */
export const attributeLoginThemes = ["attributes", "attributes-v2"] as const;

/** Whether the realm's sign-in pages use one of the themes that read these attributes. */
export function usesAttributeLoginTheme(realm: RealmRepresentation): boolean {
  return (attributeLoginThemes as readonly string[]).includes(realm.loginTheme ?? "");
}

/** The form's values from the realm's attributes. */
export function styleFormValues(realm: RealmRepresentation): StyleValues {
  const attributes = realm.attributes ?? {};
  const entries = Object.entries(styleAttributes).map(([field, attribute]) => [
    field,
    attributes[attribute] ?? "",
  ]);
  return Object.fromEntries(entries) as StyleValues;
}

/**
 * What saving one tab changes in the realm: the realm's attributes as loaded, with the tab's
 * settings set, trimmed, and an emptied one set to `null`. The server keeps an empty text as a
 * value, which the themes would then use (an empty logo address, an empty colour); only `null`
 * removes the attribute, so the theme falls back to its own default.
 */
export function styleRealmChanges(
  values: StyleValues,
  realm: RealmRepresentation,
  fields: readonly StyleField[],
): RealmChanges {
  const changed = Object.fromEntries(
    fields.map((field) => {
      // Style sheets keep their line breaks and indentation; only blank ones count as empty.
      const value = field.endsWith("Css") ? values[field] : values[field].trim();
      return [styleAttributes[field], value.trim() === "" ? null : value];
    }),
  );
  return { attributes: { ...realm.attributes, ...changed } };
}
