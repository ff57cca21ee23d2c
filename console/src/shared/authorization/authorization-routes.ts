import type { AppRoute, RouteLoaderContext } from "@/shared/access/app-route";
import { policyQuery } from "./api/policy-query";

/*
 * What the routes of a resource server's policies and permissions share, whether the server is a
 * client's authorization services or the realm's admin permissions: the specification gives both
 * the same rights.
 */

/** Creating a policy or permission. */
export const authorizationEditors: AppRoute["access"] = {
  any: ["manage-clients", "manage-authorization"],
};

/** A stored policy's or permission's page; read-only without a manage right. */
export const authorizationViewers: AppRoute["access"] = {
  any: ["manage-clients", "view-authorization", "manage-authorization"],
};

/**
 * A stored policy's page shows the policy first, so it is asked with the navigation rather than
 * after the page's code has loaded. `serverParam` is the address parameter holding the resource
 * server's client.
 */
export const policyLoader =
  (serverParam: string) =>
  ({ params, realm, client, prefetch }: RouteLoaderContext): void => {
    prefetch(
      policyQuery(
        client,
        realm,
        params[serverParam] ?? "",
        params["policyId"] ?? "",
        params["policyType"] ?? "",
      ),
    );
  };
