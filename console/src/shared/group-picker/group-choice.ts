import type { GroupRepresentation } from "@gatehouse/admin-client";

/** A chosen group, as the picker hands it back. */
export interface GroupChoice {
  id: string;
  path: string;
}

/** A group as the picker lists it. */
export interface PickerGroup extends GroupChoice {
  name: string;
  /** How many sub-groups it has, when the server said; the picker offers to open it when above 0. */
  subGroupCount?: number;
  /** For a search hit: the groups above it, so the picker can open it in the tree. */
  ancestors?: PickerGroup[];
}

export const pickerGroupOf = (group: GroupRepresentation): PickerGroup => ({
  id: group.id ?? "",
  name: group.name ?? "",
  path: group.path ?? `/${group.name ?? ""}`,
  ...(group.subGroupCount !== undefined && { subGroupCount: group.subGroupCount }),
});

/**
 * The groups whose name contains `search` (ignoring case), from a server search answer: the
 * server returns top-level groups with the sub-groups that lead to a match nested in them, so
 * the groups passed through on the way are left out, and each hit keeps its ancestors.
 */
export function searchHits(groups: readonly GroupRepresentation[], search: string): PickerGroup[] {
  const needle = search.toLocaleLowerCase();
  const walk = (level: readonly GroupRepresentation[], ancestors: PickerGroup[]): PickerGroup[] =>
    level.flatMap((group) => {
      const choice = pickerGroupOf(group);
      const below = walk(group.subGroups ?? [], [...ancestors, choice]);
      return choice.name.toLocaleLowerCase().includes(needle)
        ? [{ ...choice, ancestors }, ...below]
        : below;
    });
  return walk(groups, []);
}

/** Whether `group` is `root` or lies below it, so it cannot take `root` (moving into itself). */
export const isInSubtree = (group: GroupChoice, root: GroupChoice): boolean =>
  group.id === root.id || group.path.startsWith(`${root.path}/`);
