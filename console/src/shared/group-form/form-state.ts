import type { GroupRepresentation } from "@gatehouse/admin-client";

/** What the create and rename dialogs edit. */
export interface GroupFormValues {
  name: string;
  description: string;
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
