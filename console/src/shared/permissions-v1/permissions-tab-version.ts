/**
 * Which content an object's permissions tab shows: version 1's switch and scope list, or, in a
 * realm that keeps its admin permissions in the version 2 section, links to that section.
 */
export type PermissionsTabVersion = "v1" | "v2";

export interface PermissionsTabFacts {
  /** The server runs fine-grained admin permissions version 1. */
  v1Feature: boolean;
  /** The server runs fine-grained admin permissions version 2. */
  v2Feature: boolean;
  /** The realm has admin permissions turned on (its `adminPermissionsEnabled`). */
  realmUsesV2: boolean;
  /** The administrator holds the right the server asks for reading the object's version 1 permissions. */
  mayReadV1: boolean;
  /** The administrator may open the version 2 section's tabs. */
  mayOpenSection: boolean;
}

/**
 * The tab's version, or `undefined` when the tab stays hidden. A realm without admin permissions
 * shows nothing of version 2, so administrators are not sent to a section that does not exist.
 */
export function permissionsTabVersion(
  facts: PermissionsTabFacts,
): PermissionsTabVersion | undefined {
  if (facts.v2Feature) {
    return facts.realmUsesV2 && facts.mayOpenSection ? "v2" : undefined;
  }
  // The server refuses to run both versions; a server that reports both is treated as version 2.
  return facts.v1Feature && facts.mayReadV1 ? "v1" : undefined;
}
