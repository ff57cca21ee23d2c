import { createThrowawayRealm, type ThrowawayRealm } from "../../server/src/testing/admin-api";
import { deferRealmDeletion, realmDeletionDeferred } from "./deferred-realms";

/** What every test realm carries: the console under test as the realm's own admin console. */
const testRealm = { adminTheme: "gatehouse" };

/**
 * A realm name prefix from the spec's outermost describe title (e.g. "add-user"), so a leftover
 * realm says where it came from. Not from the file name: the realm's name shows in the console's
 * realm selector, and a name such as "users-create" would also match a test's search for its
 * "Create" button.
 */
export function realmPrefix(title: string, extra = ""): string {
  const prefix = `${title}${extra === "" ? "" : `-${extra}`}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 24);
  return prefix === "" ? "e2e" : prefix;
}

export async function createTestRealm(prefix: string): Promise<ThrowawayRealm> {
  const realm = await createThrowawayRealm(prefix, testRealm);
  if (!realmDeletionDeferred) return realm;
  const dispose = () => {
    deferRealmDeletion(realm.name);
    return Promise.resolve();
  };
  return { name: realm.name, dispose, [Symbol.asyncDispose]: dispose };
}

/**
 * The realms of one worker, one per spec file. Playwright runs a file's tests one after the other
 * in the same worker (a new worker takes over after a failure), so a file's realm lives from its
 * first test that asks for it until the worker moves on to another file or ends.
 */
export class FileRealms {
  private current: { file: string; realm: ThrowawayRealm } | undefined;
  private readonly deletions: Promise<void>[] = [];
  private readonly deletionErrors: unknown[] = [];

  async realmFor(file: string, title: string): Promise<string> {
    if (this.current?.file === file) return this.current.realm.name;
    this.retireCurrent();
    const realm = await createTestRealm(realmPrefix(title));
    this.current = { file, realm };
    return realm.name;
  }

  /** Deletes the last realm and waits for every deletion; reports any that failed. */
  async dispose(): Promise<void> {
    this.retireCurrent();
    await Promise.all(this.deletions);
    if (this.deletionErrors.length > 0)
      throw new Error(`Deleting test realms failed: ${this.deletionErrors.map(String).join("; ")}`);
  }

  /** The previous file's realm is deleted in the background: the next file need not wait for it. */
  private retireCurrent(): void {
    if (this.current === undefined) return;
    const { realm } = this.current;
    this.current = undefined;
    this.deletions.push(
      realm.dispose().catch((error: unknown) => {
        this.deletionErrors.push(error);
      }),
    );
  }
}

let uniqueCounter = 0;

/**
 * A name no other test of the file uses, for data created inside the file's shared realm
 * (e.g. `unique("ada")` → "ada-k3x9"). Lower case, so it reads the same wherever the server
 * lower-cases usernames.
 */
export function unique(base: string): string {
  uniqueCounter += 1;
  return `${base}-${uniqueCounter.toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}
