import type { GroupRepresentation } from "@gatehouse/admin-client";

/** One row of the groups tab: a group the user is in directly, or a parent it inherits from. */
export interface GroupRow {
  path: string;
  name: string;
  /** The group's id; only direct memberships have one here, inherited parents are known by path. */
  id?: string;
  direct: boolean;
}

/**
 * The user's direct groups and, when asked, the parent groups they imply (a member of /a/b is in
 * /a too), ordered by path.
 */
export function groupRows(
  direct: readonly GroupRepresentation[],
  withInherited: boolean,
): GroupRow[] {
  const rows = new Map<string, GroupRow>();
  for (const group of direct) {
    const path = group.path ?? `/${group.name ?? ""}`;
    rows.set(path, {
      path,
      name: group.name ?? "",
      ...(group.id !== undefined && { id: group.id }),
      direct: true,
    });
  }
  if (withInherited) {
    for (const { path } of [...rows.values()]) {
      const parts = path.split("/").filter((part) => part !== "");
      for (let length = 1; length < parts.length; length++) {
        const parent = `/${parts.slice(0, length).join("/")}`;
        if (!rows.has(parent))
          rows.set(parent, { path: parent, name: parts[length - 1] ?? "", direct: false });
      }
    }
  }
  return [...rows.values()].sort((a, b) => a.path.localeCompare(b.path));
}
