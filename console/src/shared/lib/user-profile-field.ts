import { encodeFieldKey } from "./dotted-keys";

/** The user-profile attributes that live on the user itself rather than in its attribute map. */
export const rootUserAttributes = ["username", "email", "firstName", "lastName"] as const;

export type RootUserAttribute = (typeof rootUserAttributes)[number];

export function isRootUserAttribute(name: string): name is RootUserAttribute {
  return (rootUserAttributes as readonly string[]).includes(name);
}

/**
 * The form field that holds a user-profile attribute: the root attributes by their own name, every
 * other attribute under `attributes.` with its name encoded, because the
 * server reports validation errors by attribute name and names may contain dots.
 *
 * @example
 * userProfileFieldName("email"); // → "email"
 * userProfileFieldName("address.city"); // → "attributes.address%2Ecity"
 */
export function userProfileFieldName(attribute: string): string {
  return isRootUserAttribute(attribute) ? attribute : `attributes.${encodeFieldKey(attribute)}`;
}
