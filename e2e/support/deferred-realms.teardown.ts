import { deleteDeferredRealms } from "./deferred-realms";

/** Playwright's global teardown: the realms whose deletion a run put off (see deferred-realms.ts). */
export default async function globalTeardown(): Promise<void> {
  await deleteDeferredRealms();
}
