import type { ScopeRepresentation } from "@gatehouse/admin-client";

export interface ScopeFormValues {
  name: string;
  displayName: string;
  iconUri: string;
}

export function scopeFormValues(scope?: ScopeRepresentation): ScopeFormValues {
  return {
    name: scope?.name ?? "",
    displayName: scope?.displayName ?? "",
    iconUri: scope?.iconUri ?? "",
  };
}

/** The scope to send, its texts without the spaces around them; an edit keeps the scope's id. */
export function scopeFromForm(
  values: ScopeFormValues,
  loaded?: ScopeRepresentation,
): ScopeRepresentation {
  return {
    ...(loaded?.id !== undefined && { id: loaded.id }),
    name: values.name.trim(),
    displayName: values.displayName.trim(),
    iconUri: values.iconUri.trim(),
  };
}
