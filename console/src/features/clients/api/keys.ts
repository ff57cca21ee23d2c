/**
 * Query keys of the clients area; every query and invalidation goes through these. Keys of one
 * client start with `client(realm, id)`, so saving or deleting the client reloads (or drops) all of
 * them. Add a key here, under `client(...)` when it belongs to one client, rather than inline.
 */
export const clientsKeys = {
  all: (realm: string) => ["clients", realm] as const,
  lists: (realm: string) => ["clients", realm, "list"] as const,
  client: (realm: string, id: string) => ["clients", realm, "client", id] as const,
};
