import { useQueries, type QueryClient } from "@tanstack/react-query";
import { useAccess } from "@/shared/access/access-context";
import type { AccessRight } from "@/shared/access/rights";
import { useAdminClient, type AdminClient } from "@/shared/api/admin-client";

/** What a policy names by id: its display needs the name, which the policy does not keep. */
export type ChosenKind = "role" | "group" | "user" | "client" | "clientScope" | "policy";

/** A chosen object's name, and for a client role the internal id of its client. */
export interface ChosenName {
  name: string;
  clientUniqueId?: string;
}

/**
 * How many names of one list are asked. The server stores a policy's roles, users, groups and
 * clients by id and offers no way to ask for many ids at once, so each name is one request; past
 * this many, the rest show by id.
 */
export const nameLookupLimit = 50;

/**
 * The rights, one of which the server wants to show an object of a kind by id: without them the
 * name is not asked (the server would refuse it) and the list shows the id.
 */
const readableWith: Partial<Record<ChosenKind, readonly AccessRight[]>> = {
  user: ["view-users", "manage-users"],
  group: ["view-users", "manage-users"],
  client: ["view-clients", "manage-clients"],
};

export const chosenNameKey = (realm: string, kind: ChosenKind, id: string) =>
  ["authorization", realm, "chosen-name", kind, id] as const;

async function loadName(
  client: AdminClient,
  realm: string,
  kind: ChosenKind,
  id: string,
): Promise<ChosenName | null> {
  switch (kind) {
    case "role": {
      const role = await client.roles.findOneById({ realm, id });
      if (role === undefined) return null;
      return {
        name: role.name ?? id,
        ...(role.clientRole === true &&
          role.containerId !== undefined && { clientUniqueId: role.containerId }),
      };
    }
    case "group": {
      const group = await client.groups.findOne({ realm, id });
      return group === undefined ? null : { name: group.path ?? group.name ?? id };
    }
    case "user": {
      const user = await client.users.findOne({ realm, id });
      return user === undefined ? null : { name: user.username ?? id };
    }
    case "client": {
      const found = await client.clients.findOne({ realm, id });
      return found === undefined ? null : { name: found.clientId ?? id };
    }
    case "clientScope": {
      const scope = await client.clientScopes.findOne({ realm, id });
      return scope === undefined ? null : { name: scope.name ?? id };
    }
    case "policy":
      return null;
  }
}

/** Remembers the name of an object just chosen in a picker, so showing it asks the server nothing. */
export function rememberName(
  queryClient: QueryClient,
  realm: string,
  kind: ChosenKind,
  id: string,
  name: ChosenName,
): void {
  queryClient.setQueryData(chosenNameKey(realm, kind, id), name);
}

/**
 * The names of chosen objects by id, as far as known: asked from the server (up to
 * `nameLookupLimit` of them) unless a picker just remembered them. `null` marks an object the server
 * no longer has; an id missing from the map is still loading or past the limit.
 */
export function useChosenNames(
  realm: string,
  kind: ChosenKind,
  ids: readonly string[],
): Map<string, ChosenName | null> {
  const client = useAdminClient();
  const access = useAccess();
  const readable = access.hasSomeAccess(...(readableWith[kind] ?? ["anyone"]));
  const asked = [...new Set(ids)].slice(0, nameLookupLimit);
  const results = useQueries({
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- one signed-in client per session; the key names what is asked
    queries: asked.map((id) => ({
      queryKey: chosenNameKey(realm, kind, id),
      queryFn: () => loadName(client, realm, kind, id),
      staleTime: 60_000,
      enabled: kind !== "policy" && readable,
    })),
  });
  const names = new Map<string, ChosenName | null>();
  asked.forEach((id, index) => {
    const result = results[index];
    if (result?.isSuccess === true) names.set(id, result.data);
    else if (result?.isError === true) names.set(id, null);
  });
  return names;
}

/** What a chosen list shows for an id: its name, `null` when gone, `undefined` while unknown. */
export function nameIn(
  names: ReadonlyMap<string, ChosenName | null>,
  id: string,
): string | null | undefined {
  const found = names.get(id);
  return found === undefined || found === null ? found : found.name;
}
