import { routePath } from "./route-path";

/**
 * The realm root, where a realm's home page lives. Here rather than in the home area because every
 * area links to it (after deleting or switching a realm), and areas do not import each other.
 */
export const realmRootPath = "/:realm";

/** Link to a realm's home. */
export const toRealmRoot = (realm: string): string => routePath(realmRootPath, { realm });
