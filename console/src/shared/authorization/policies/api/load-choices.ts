import type {
  ClientRepresentation,
  ClientScopeRepresentation,
  PolicyRepresentation,
  RoleRepresentation,
} from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";

/** The page loaders of the policy editors' pickers, each paged and searched by the server. */

export const loadRealmRoles = (
  client: AdminClient,
  realm: string,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<RoleRepresentation[]> =>
  client.roles.find(
    { realm, first, max, briefRepresentation: true, ...(search !== "" && { search }) },
    { signal },
  );

export const loadClientRoles = (
  client: AdminClient,
  realm: string,
  clientUniqueId: string,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<RoleRepresentation[]> =>
  client.clients.listRoles(
    { realm, id: clientUniqueId, first, max, ...(search !== "" && { search }) },
    { signal },
  );

export const loadClients = (
  client: AdminClient,
  realm: string,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<ClientRepresentation[]> =>
  client.clients.find(
    { realm, first, max, ...(search !== "" && { clientId: search, search: true }) },
    { signal },
  );

/**
 * The realm's client scopes matching the search. The server answers them all at once (a realm has
 * tens of them, not thousands), so they are searched and paged here.
 */
export async function loadClientScopes(
  client: AdminClient,
  realm: string,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<ClientScopeRepresentation[]> {
  const needle = search.toLocaleLowerCase();
  const scopes = await client.clientScopes.find({ realm }, { signal });
  return scopes
    .filter((scope) => (scope.name ?? "").toLocaleLowerCase().includes(needle))
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""))
    .slice(first, first + max);
}

/** Other policies of the same resource server (not permissions), for an aggregate. */
export const loadOtherPolicies = (
  client: AdminClient,
  realm: string,
  clientId: string,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<PolicyRepresentation[]> =>
  client.clients.listPolicies(
    {
      realm,
      id: clientId,
      first,
      max,
      permission: "false",
      ...(search !== "" && { name: search }),
    },
    { signal },
  );
