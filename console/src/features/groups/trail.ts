import type { GroupRepresentation } from "@gatehouse/admin-client";

/** One step of the sub-group trail: a group's id and, once loaded, its name. */
export interface TrailStep {
  id: string;
  name: string | undefined;
}

/** One crumb of the trail: its label and the ids of the trail that opens it (empty: the top). */
export interface TrailCrumb {
  id: string | undefined;
  name: string | undefined;
  trail: string[];
}

/**
 * The crumbs of a trail: the top level first, then each group down to the current one. Each crumb
 * keeps the trail up to itself, so choosing it cuts the trail back to that group and the top level
 * clears it.
 */
export function trailCrumbs(steps: readonly TrailStep[]): TrailCrumb[] {
  const ids = steps.map((step) => step.id);
  return [
    { id: undefined, name: undefined, trail: [] },
    ...steps.map((step, index) => ({
      id: step.id,
      name: step.name,
      trail: ids.slice(0, index + 1),
    })),
  ];
}

/** The trail of a child: the current trail with the child's id added. */
export const childTrail = (trail: readonly string[], childId: string): string[] => [
  ...trail,
  childId,
];

/**
 * Whether the loaded groups form the trail the address names, each the parent of the next. A
 * trail that does not (a group moved since the link was made) is rebuilt from the last group.
 */
export function isConsistentTrail(groups: readonly GroupRepresentation[]): boolean {
  return groups.every(
    (group, index) =>
      (index === 0 ? group.parentId === undefined : group.parentId === groups[index - 1]?.id) ||
      // Top-level groups may come back with an empty parent id.
      (index === 0 && group.parentId === ""),
  );
}
