import type { ManagementPermissionReference } from "@gatehouse/admin-client";
import { AdminApiError, adminFetch } from "../../server/src/testing/admin-api";
import { closePages, test as base } from "../support/fixtures";
import { unique } from "../support/realms";
import { v1Url } from "./v1-server";

/**
 * An admin call to the version 1 server, where these specs' realms live. A call that fails with
 * 500 is sent once more: while other specs create and delete realms, the server's cache may
 * answer the master administrator's own rights check with a NullPointerException (a role's
 * composites loaded lazily without a fallback), and the request fails before it changes anything.
 */
export const v1Admin = async (path: string, init: RequestInit = {}): Promise<Response> => {
  try {
    return await adminFetch(path, init, v1Url);
  } catch (error) {
    if (!(error instanceof AdminApiError) || error.status !== 500) throw error;
    return adminFetch(path, init, v1Url);
  }
};

/** The tests of one spec, each in a throwaway realm of the version 1 server named from `prefix`. */
export function testInV1Realm(prefix: string) {
  return base.extend<{ realm: string }>({
    realm: async ({ context }, use) => {
      const name = unique(prefix);
      await v1Admin("", {
        method: "POST",
        body: JSON.stringify({ realm: name, enabled: true, adminTheme: "gatehouse" }),
      });
      await use(name);
      await closePages(context);
      await v1Admin(`/${name}`, { method: "DELETE" });
    },
  });
}

/** The management permissions the server keeps at `path` (its `…/management/permissions`). */
export async function storedPermissions(path: string): Promise<ManagementPermissionReference> {
  return (await (await v1Admin(path)).json()) as ManagementPermissionReference;
}
