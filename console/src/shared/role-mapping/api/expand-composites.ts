import type { RoleRepresentation } from "@gatehouse/admin-client";

export interface ExpandLimits {
  /** How deep nested composites are followed; real realms rarely nest more than two levels. */
  maxDepth?: number;
  /** The most composite roles read in one expansion, one request each. */
  maxReads?: number;
}

export interface Expansion {
  /** Every role reached below the roots, once, roots excluded. */
  roles: RoleRepresentation[];
  /** False when a limit stopped the expansion while composites were left unread. */
  complete: boolean;
}

/**
 * The roles contained in `roots`, following nested composites level by level: each level's
 * composites are read in parallel, a role reached twice (or a cycle) is read once, and the depth
 * and the number of reads are bounded.
 */
export async function expandComposites(
  compositesOf: (roleId: string) => Promise<RoleRepresentation[]>,
  roots: readonly RoleRepresentation[],
  { maxDepth = 4, maxReads = 50 }: ExpandLimits = {},
): Promise<Expansion> {
  const seen = new Set(roots.map((role) => role.id ?? ""));
  const roles: RoleRepresentation[] = [];
  let level = roots.filter((role) => role.composite === true);
  let reads = 0;
  for (let depth = 0; depth < maxDepth && level.length > 0; depth++) {
    const batch = level.slice(0, Math.max(0, maxReads - reads));
    if (batch.length === 0) break;
    reads += batch.length;
    const contents = await Promise.all(batch.map((role) => compositesOf(role.id ?? "")));
    const next: RoleRepresentation[] = [];
    for (const role of contents.flat()) {
      const id = role.id ?? "";
      if (seen.has(id)) continue;
      seen.add(id);
      roles.push(role);
      if (role.composite === true) next.push(role);
    }
    level = batch.length < level.length ? [...level.slice(batch.length), ...next] : next;
  }
  return { roles, complete: level.length === 0 };
}
