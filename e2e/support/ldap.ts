import type {
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
  TestType,
} from "@playwright/test";
import { startLdapServer, type LdapServer } from "../../server/src/testing/ldap-server";
import { test as consoleTest, type ConsoleFixtures } from "./fixtures";
import type { FileRealms } from "./realms";

export { defaultLdapPeople, type LdapPerson } from "../../server/src/testing/ldap-server";
export {
  createLdapProvider,
  findUserId,
  syncLdapUsers,
} from "../../server/src/testing/ldap-provider";

export interface LdapFixtures {
  /**
   * An OpenLDAP server of this worker's own (`ou=people` with `defaultLdapPeople`), started on a
   * free loopback port when a test first asks for it and stopped after the worker's last test.
   * The Keycloak under test must run on the same machine to reach it.
   */
  ldapServer: LdapServer;
}

/**
 * The console fixtures plus an LDAP directory, for user federation specs.
 *
 * @example
 * import { test } from "../support/ldap";
 * test("…", async ({ page, realm, ldapServer }) => {
 *   const providerId = await createLdapProvider(realm, ldapServer, { name: "Directory" });
 *   await syncLdapUsers(realm, providerId);
 * });
 */
/** The console's test type with the LDAP fixture (written out: the console's worker fixtures are private). */
type LdapTest = TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & ConsoleFixtures,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions & { fileRealms: FileRealms } & LdapFixtures
>;

export const test: LdapTest = consoleTest.extend<object, LdapFixtures>({
  ldapServer: [
    // Playwright reads a fixture's dependencies from this object pattern, so it stays even when empty.
    async ({}, use) => {
      const server = await startLdapServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker" },
  ],
});
