import type { ManagementPermissionReference } from "@gatehouse/admin-client";
import { adminFetch } from "../../server/src/testing/admin-api";
import { closePages, test as base } from "../support/fixtures";
import { unique } from "../support/realms";
import { v1Url } from "./v1-server";

/** An admin call to the version 1 server, where these specs' realms live. */
export const v1Admin = (path: string, init: RequestInit = {}) => adminFetch(path, init, v1Url);

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
