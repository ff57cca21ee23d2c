import type { ClientRepresentation } from "@gatehouse/admin-client";
import type { ClientTab } from "@/shared/paths/client-paths";

/**
 * The realm's own management clients (`realm-management`, and in the master realm one per realm)
 * carry no protocol: they hold the admin roles and have no credentials, keys, scopes or sessions.
 */
export function isRealmClient(client: ClientRepresentation): boolean {
  return client.protocol === undefined;
}

/**
 * Which of a client's tabs apply, from the client's protocol and access type and from what the
 * administrator may see (`canView`: the client's details; `permissions`: the permissions tab
 * applies, version 1's or the link to version 2's section; `authorization`: the
 * administrator may read authorization services). Settings always show.
 */
export function clientTabsShown(
  client: ClientRepresentation,
  {
    canView,
    permissions,
    authorization,
  }: { canView: boolean; permissions: boolean; authorization: boolean },
): Record<Exclude<ClientTab, "settings">, boolean> {
  const realmClient = isRealmClient(client);
  const oidc = client.protocol === "openid-connect";
  const saml = client.protocol === "saml";
  const confidential = client.publicClient !== true;
  const bearerOnly = client.bearerOnly === true;
  const visible = canView && !realmClient;
  return {
    // OIDC keys sign client authentication (JWT) and encrypt tokens; SAML keys sign and encrypt.
    keys: visible && (saml || (oidc && confidential && !bearerOnly)),
    credentials: visible && oidc && confidential,
    roles: canView,
    clientScopes: visible && !bearerOnly,
    // The realm's management client has them too while fine-grained permissions (version 1) run.
    authorization: authorization && client.authorizationServicesEnabled === true,
    serviceAccount: visible && oidc && confidential && client.serviceAccountsEnabled === true,
    sessions: visible,
    permissions,
    advanced: visible,
  };
}
