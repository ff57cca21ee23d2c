import type { GroupRepresentation } from "@gatehouse/admin-client";
import { keyValueToMap, mapToKeyValue, type KeyValue } from "@/shared/lib/key-value";

/** What the create and rename dialogs edit. */
export interface GroupFormValues {
  name: string;
  description: string;
}

/** The attributes tab's rows; a key on several rows holds several values. */
export interface GroupAttributesFormValues {
  attributes: KeyValue[];
}

/** The dialog's values for a group, or empty ones for a new group. */
export function groupFormValues(group?: GroupRepresentation): GroupFormValues {
  return { name: group?.name ?? "", description: group?.description ?? "" };
}

/**
 * The group to send for the dialog's values: the group as loaded (its attributes stay, since the
 * server replaces what it is sent), the name trimmed, and an emptied description sent empty so
 * the server clears it.
 */
export function groupFromForm(
  values: GroupFormValues,
  group: GroupRepresentation = {},
): GroupRepresentation {
  return { ...group, name: values.name.trim(), description: values.description.trim() };
}

export function attributesFormValues(group: GroupRepresentation): GroupAttributesFormValues {
  return { attributes: mapToKeyValue(group.attributes) };
}

/** The group to send with the attributes the form holds, every other field as loaded. */
export function groupWithAttributes(
  group: GroupRepresentation,
  values: GroupAttributesFormValues,
): GroupRepresentation {
  return { ...group, attributes: keyValueToMap(values.attributes) };
}
