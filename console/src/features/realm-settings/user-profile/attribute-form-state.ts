import type { UserProfileAttribute, UserProfileConfig } from "@gatehouse/admin-client";
import type { KeyValue } from "@/shared/lib/key-value";

/** Who a permission or a requirement is for, as the server names them. */
export const profileRoles = ["admin", "user"] as const;
export type ProfileRole = (typeof profileRoles)[number];

/** Whether something holds always or only when the client asks for some scopes. */
export type ScopeCondition = "always" | "scopes";

/** One validator of an attribute: the validator's id and its options. */
export interface AttributeValidator {
  name: string;
  options: Record<string, unknown>;
}

export interface AttributeFormValues {
  name: string;
  displayName: string;
  multivalued: boolean;
  /** The attribute group's name; empty for none. */
  group: string;
  enabledWhen: ScopeCondition;
  enabledScopes: string[];
  required: boolean;
  requiredFor: string[];
  requiredWhen: ScopeCondition;
  requiredScopes: string[];
  viewers: string[];
  editors: string[];
  validators: AttributeValidator[];
  /** The annotations whose values are text; others are kept as they are (see `attributeFromForm`). */
  annotations: KeyValue[];
}

/** The attributes every realm has, which the server does not let go. */
export const builtInAttributes: readonly string[] = ["username", "email"];

/** An attribute's name as the server allows it: letters, digits and `-`, `_`, `.`. */
export const attributeNamePattern = /^[A-Za-z0-9._-]+$/;

/** What a new attribute starts as: editable by administrators, seen by them and the user. */
export function newAttributeFormValues(): AttributeFormValues {
  return {
    name: "",
    displayName: "",
    multivalued: false,
    group: "",
    enabledWhen: "always",
    enabledScopes: [],
    required: false,
    requiredFor: [...profileRoles],
    requiredWhen: "always",
    requiredScopes: [],
    viewers: [...profileRoles],
    editors: ["admin"],
    validators: [],
    annotations: [],
  };
}

const textAnnotations = (annotations: UserProfileAttribute["annotations"]): KeyValue[] =>
  Object.entries(annotations ?? {}).flatMap(([key, value]) =>
    typeof value === "string" ? [{ key, value }] : [],
  );

/** Form values of a stored attribute. */
export function attributeFormValues(attribute: UserProfileAttribute): AttributeFormValues {
  const required = attribute.required;
  const enabledScopes = attribute.selector?.scopes ?? [];
  const requiredScopes = required?.scopes ?? [];
  return {
    name: attribute.name ?? "",
    displayName: attribute.displayName ?? "",
    multivalued: attribute.multivalued === true,
    group: attribute.group ?? "",
    enabledWhen: enabledScopes.length > 0 ? "scopes" : "always",
    enabledScopes,
    required: required !== undefined,
    // A requirement naming no roles is everyone's.
    requiredFor: required?.roles?.length ? required.roles : [...profileRoles],
    requiredWhen: requiredScopes.length > 0 ? "scopes" : "always",
    requiredScopes,
    viewers: attribute.permissions?.view ?? [],
    editors: attribute.permissions?.edit ?? [],
    validators: Object.entries(attribute.validations ?? {}).map(([name, options]) => ({
      name,
      options,
    })),
    annotations: textAnnotations(attribute.annotations),
  };
}

/**
 * The attribute to store from the form's values. Settings the form does not show (a default
 * value, annotations that are not text) are kept from `original`.
 */
export function attributeFromForm(
  values: AttributeFormValues,
  original: UserProfileAttribute = {},
): UserProfileAttribute {
  const {
    selector: _selector,
    required: _required,
    group: _group,
    displayName: _displayName,
    ...kept
  } = original;
  const otherAnnotations = Object.fromEntries(
    Object.entries(original.annotations ?? {}).filter(([, value]) => typeof value !== "string"),
  );
  const annotations = {
    ...otherAnnotations,
    ...Object.fromEntries(
      values.annotations
        .filter((row) => row.key.trim() !== "")
        .map((row) => [row.key.trim(), row.value]),
    ),
  };
  const displayName = values.displayName.trim();
  const group = values.group;
  const scopesApply = (condition: ScopeCondition, scopes: string[]) =>
    condition === "scopes" && scopes.length > 0;
  return {
    ...kept,
    name: values.name.trim(),
    ...(displayName !== "" && { displayName }),
    multivalued: values.multivalued,
    ...(group !== "" && { group }),
    ...(scopesApply(values.enabledWhen, values.enabledScopes) && {
      selector: { scopes: values.enabledScopes },
    }),
    ...(values.required && {
      required: {
        roles: values.requiredFor,
        ...(scopesApply(values.requiredWhen, values.requiredScopes) && {
          scopes: values.requiredScopes,
        }),
      },
    }),
    permissions: { view: values.viewers, edit: values.editors },
    validations: Object.fromEntries(values.validators.map((rule) => [rule.name, rule.options])),
    annotations,
  };
}

/** The configuration with a new attribute added after the others. */
export function withAddedAttribute(
  config: UserProfileConfig,
  attribute: UserProfileAttribute,
): UserProfileConfig {
  return { ...config, attributes: [...(config.attributes ?? []), attribute] };
}

/**
 * The configuration with the attribute `name` replaced where it stands, so its place in forms
 * stays. An attribute someone else removed meanwhile is added again at the end.
 */
export function withChangedAttribute(
  config: UserProfileConfig,
  name: string,
  attribute: UserProfileAttribute,
): UserProfileConfig {
  const attributes = config.attributes ?? [];
  if (!attributes.some((stored) => stored.name === name)) {
    return withAddedAttribute(config, attribute);
  }
  return {
    ...config,
    attributes: attributes.map((stored) => (stored.name === name ? attribute : stored)),
  };
}

/** The configuration without the attribute `name`. */
export function withoutAttribute(config: UserProfileConfig, name: string): UserProfileConfig {
  return {
    ...config,
    attributes: (config.attributes ?? []).filter((stored) => stored.name !== name),
  };
}

/**
 * The configuration with its attributes in the order of `names` (the order forms show them).
 * Attributes `names` leaves out, added by someone else meanwhile, follow at the end.
 */
export function withAttributeOrder(
  config: UserProfileConfig,
  names: readonly string[],
): UserProfileConfig {
  const attributes = config.attributes ?? [];
  const position = (name: string | undefined) => {
    const index = names.indexOf(name ?? "");
    return index === -1 ? names.length : index;
  };
  return {
    ...config,
    attributes: attributes
      .map((attribute, index) => ({ attribute, index }))
      .sort((a, b) => position(a.attribute.name) - position(b.attribute.name) || a.index - b.index)
      .map(({ attribute }) => attribute),
  };
}

/** `names` with the entry at `from` moved to `to`. */
export function moveName(names: readonly string[], from: number, to: number): string[] {
  const moved = [...names];
  const [name] = moved.splice(from, 1);
  if (name === undefined || to < 0 || to > names.length - 1) return [...names];
  moved.splice(to, 0, name);
  return moved;
}
