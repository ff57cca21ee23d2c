import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";

/** The four cache clears of a realm (the console offers them in the master realm). */
export class Cache extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}" });
  }

  clearUserCache = this.makeRequest<object, undefined>({
    method: "POST",
    path: "/clear-user-cache",
  });
  clearKeysCache = this.makeRequest<object, undefined>({
    method: "POST",
    path: "/clear-keys-cache",
  });
  clearCrlCache = this.makeRequest<object, undefined>({ method: "POST", path: "/clear-crl-cache" });
  clearRealmCache = this.makeRequest<object, undefined>({
    method: "POST",
    path: "/clear-realm-cache",
  });
}
