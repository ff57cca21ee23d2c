import type { ResourceRepresentation, ScopeRepresentation } from "@gatehouse/admin-client";
import { keyValueToMap, mapToKeyValue, type KeyValue } from "@/shared/lib/key-value";

/** What the resource form edits; scopes by name, as the server accepts them. */
export interface ResourceFormValues {
  name: string;
  displayName: string;
  type: string;
  uris: string[];
  scopes: string[];
  iconUri: string;
  ownerManagedAccess: boolean;
  attributes: KeyValue[];
}

/** The form's values for a resource, or for a new one when none is given. */
export function resourceFormValues(resource?: ResourceRepresentation): ResourceFormValues {
  return {
    name: resource?.name ?? "",
    displayName: resource?.displayName ?? "",
    type: resource?.type ?? "",
    uris: resource?.uris ?? [],
    scopes: (resource?.scopes ?? []).flatMap((scope) =>
      scope.name === undefined ? [] : [scope.name],
    ),
    iconUri: resource?.icon_uri ?? "",
    ownerManagedAccess: resource?.ownerManagedAccess ?? false,
    attributes: mapToKeyValue(resource?.attributes),
  };
}

/**
 * The resource to send. The server replaces a resource as a whole, so an edit starts from the one
 * loaded (its owner stays); blank URIs are left out and names lose the spaces around them.
 */
export function resourceFromForm(
  values: ResourceFormValues,
  loaded?: ResourceRepresentation,
): ResourceRepresentation {
  const { owner, ...kept } = loaded ?? {};
  const ownerId = typeof owner === "string" ? owner : owner?.id;
  const scopes: ScopeRepresentation[] = values.scopes.map((name) => ({ name }));
  return {
    ...kept,
    ...(ownerId !== undefined && { owner: ownerId }),
    name: values.name.trim(),
    displayName: values.displayName.trim(),
    type: values.type.trim(),
    uris: values.uris.map((uri) => uri.trim()).filter((uri) => uri !== ""),
    scopes,
    icon_uri: values.iconUri.trim(),
    ownerManagedAccess: values.ownerManagedAccess,
    attributes: keyValueToMap(values.attributes),
  };
}

/** The owner's name as the server answers it (an object), or its id as sent. */
export function ownerName(resource: ResourceRepresentation): string {
  const { owner } = resource;
  if (owner === undefined) return "";
  return typeof owner === "string" ? owner : (owner.name ?? owner.id ?? "");
}
