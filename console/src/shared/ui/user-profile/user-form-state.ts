import type { UserProfileMetadata, UserRepresentation } from "@gatehouse/admin-client";
import { decodeFieldKey, encodeFieldKey } from "@/shared/lib/dotted-keys";
import { isRootUserAttribute, rootUserAttributes } from "@/shared/lib/user-profile-field";

/**
 * A user as the form edits it: the root attributes (username, email, firstName, lastName) and the
 * other fields of the user at the top level, every other attribute under `attributes` by its
 * encoded name (see `userProfileFieldName`): a list when the profile makes it multivalued, else one
 * string.
 */
export type UserFormValues = Omit<UserRepresentation, "attributes" | "userProfileMetadata"> & {
  attributes: Record<string, string | string[]>;
};

/**
 * Form values for a user. The profile metadata (by default the user's own, as the server adds it
 * with `userProfileMetadata=true`) says which attributes are multivalued and supplies defaults for
 * attributes the user does not have yet; without it, an attribute with one value is one string.
 *
 * @example
 * const form = useForm({ defaultValues: userFormValues(user) });
 */
export function userFormValues(
  user: UserRepresentation,
  metadata: UserProfileMetadata | undefined = user.userProfileMetadata,
): UserFormValues {
  const { attributes = {}, userProfileMetadata: _metadata, ...rest } = user;
  const described = new Map(
    (metadata?.attributes ?? []).map((attribute) => [attribute.name, attribute]),
  );
  const values: UserFormValues = { ...rest, attributes: {} };

  for (const name of rootUserAttributes) {
    const attribute = described.get(name);
    if (values[name] === undefined && attribute) values[name] = attribute.defaultValue ?? "";
  }
  for (const [name, list] of Object.entries(attributes)) {
    if (isRootUserAttribute(name)) continue;
    const multivalued = described.get(name)?.multivalued ?? list.length > 1;
    values.attributes[encodeFieldKey(name)] = multivalued ? [...list] : (list[0] ?? "");
  }
  for (const attribute of metadata?.attributes ?? []) {
    const name = attribute.name;
    if (!name || isRootUserAttribute(name) || name in attributes) continue;
    const fallback = attribute.defaultValue;
    values.attributes[encodeFieldKey(name)] = attribute.multivalued
      ? fallback === undefined
        ? []
        : [fallback]
      : (fallback ?? "");
  }
  return values;
}

/**
 * The user to send to the server. Starts from `original` so that fields the form does not show
 * survive, and keeps attributes the form does not hold (unmanaged ones, say); every attribute the
 * form holds becomes a list of its non-empty values.
 *
 * @example
 * await updateUser({ id, user: userRepresentationFrom(values, user) });
 */
export function userRepresentationFrom(
  values: UserFormValues,
  original: UserRepresentation = {},
): UserRepresentation {
  const { attributes: formAttributes, ...rest } = values;
  const { userProfileMetadata: _metadata, ...base } = original;
  const attributes = new Map(Object.entries(original.attributes ?? {}));
  for (const [key, value] of Object.entries(formAttributes)) {
    const list = Array.isArray(value) ? value : [value];
    attributes.set(
      decodeFieldKey(key),
      list.filter((item) => item !== ""),
    );
  }
  return { ...base, ...rest, attributes: Object.fromEntries(attributes) };
}
