/**
 * Query keys of the workflows area; every query and invalidation goes through these. Creating,
 * switching or deleting a workflow reloads everything under `all(realm)`.
 */
export const workflowsKeys = {
  all: (realm: string) => ["workflows", realm] as const,
  /** The realm's workflows as the table pages them; the table appends the request. */
  list: (realm: string) => ["workflows", realm, "list"] as const,
  /** One workflow as the server stores it. */
  workflow: (realm: string, id: string) => ["workflows", realm, "workflow", id] as const,
  /** The workflows with steps waiting for one user. */
  scheduled: (realm: string, userId: string) => ["workflows", realm, "scheduled", userId] as const,
};
