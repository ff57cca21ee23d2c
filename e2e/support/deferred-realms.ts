import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { deleteRealm } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { repoRoot } from "../../server/src/paths";

/**
 * Keycloak releases before 26.5 can fail any admin request with a 500 ("Not found in database")
 * while another realm is being deleted: the administrator's roles are resolved from a cache that
 * still names the deleted realm's roles (keycloak/keycloak#41109). `npm test` sets
 * `GATEHOUSE_DEFER_REALM_DELETION` for its run against the oldest release: the test realms are
 * then listed in a file and deleted after the last test (see `deleteDeferredRealms`).
 */
export const realmDeletionDeferred = process.env.GATEHOUSE_DEFER_REALM_DELETION === "1";

function listFile(): string {
  // Beside the stored administrator sessions, one file per server as they are.
  return join(
    repoRoot,
    ".cache",
    "e2e",
    `deferred-realms-${new URL(keycloakUrl()).port || "80"}.txt`,
  );
}

/** Notes a realm for deletion after the run's last test. */
export function deferRealmDeletion(name: string): void {
  const file = listFile();
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${name}\n`);
}

/** Deletes the realms noted during the run, one at a time, and forgets them. */
export async function deleteDeferredRealms(): Promise<void> {
  const file = listFile();
  if (!existsSync(file)) return;
  const names = [
    ...new Set(
      readFileSync(file, "utf8")
        .split("\n")
        .filter((name) => name !== ""),
    ),
  ];
  const failures: string[] = [];
  for (const name of names) {
    await deleteRealm(name).catch((error: unknown) => failures.push(String(error)));
  }
  rmSync(file, { force: true });
  if (failures.length > 0) throw new Error(`Deleting test realms failed: ${failures.join("; ")}`);
}
