import type { RoleRepresentation } from "@gatehouse/admin-client";

/** What the create form and the settings tab edit. */
export interface RoleFormValues {
  name: string;
  description: string;
}

/** The form's values for a role, or empty ones for a new role. */
export function roleFormValues(role?: RoleRepresentation): RoleFormValues {
  return { name: role?.name ?? "", description: role?.description ?? "" };
}

/** The role to create: the name trimmed, a blank description left out. */
export function newRoleFrom(values: RoleFormValues): RoleRepresentation {
  const description = values.description.trim();
  return { name: values.name.trim(), ...(description !== "" && { description }) };
}

/**
 * The role to save from the settings tab: the role as loaded (its attributes stay, since the server
 * replaces what it is sent), with the new description; an emptied description is sent empty so the
 * server clears it. The name cannot change here.
 */
export function roleWithSettings(
  role: RoleRepresentation,
  values: RoleFormValues,
): RoleRepresentation {
  return { ...role, description: values.description.trim() };
}
