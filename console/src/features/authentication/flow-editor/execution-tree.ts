import type {
  AuthenticationExecutionInfoRepresentation,
  Requirement,
} from "@gatehouse/admin-client";

/** One row of the executions tree: a step or a sub-flow, with where it sits. */
export interface ExecutionRow {
  execution: AuthenticationExecutionInfoRepresentation;
  id: string;
  /** The step's name: its configuration's alias when configured, else its display name. */
  name: string;
  /** 1 for the flow's own steps, 2 for a sub-flow's, … (the server counts from 0). */
  level: number;
  /** The id of the sub-flow row it sits in; undefined at the top. */
  parentId?: string;
  /** The alias of the flow it sits in: the flow's own or its sub-flow's. */
  parentAlias: string;
  /** Its place among its siblings, from 1, and how many siblings there are. */
  position: number;
  siblings: number;
  isSubFlow: boolean;
  /**
   * A form sub-flow: its steps are form actions filling one page. The server names the form
   * that renders it as the provider of such a sub-flow's execution, and no provider for others.
   */
  isFormFlow: boolean;
  /** How many steps sit directly in it. */
  childCount: number;
}

/**
 * The server's flat list of executions (in running order, each with its level) as tree rows. A
 * sub-flow's execution names the sub-flow by its display name, which is the sub-flow's alias.
 */
export function executionRows(
  executions: readonly AuthenticationExecutionInfoRepresentation[],
  flowAlias: string,
): ExecutionRow[] {
  const rows: ExecutionRow[] = [];
  // The sub-flow rows open at each level while walking down the list.
  const open: ExecutionRow[] = [];
  for (const execution of executions) {
    const level = (execution.level ?? 0) + 1;
    open.length = Math.min(open.length, level - 1);
    const parent = open.at(-1);
    const row: ExecutionRow = {
      execution,
      id: execution.id ?? "",
      name: execution.alias ?? execution.displayName ?? execution.providerId ?? "",
      level,
      parentId: parent?.id,
      parentAlias: parent?.execution.displayName ?? flowAlias,
      position: 0,
      siblings: 0,
      isSubFlow: execution.authenticationFlow === true,
      isFormFlow: execution.authenticationFlow === true && execution.providerId !== undefined,
      childCount: 0,
    };
    if (parent !== undefined) parent.childCount += 1;
    rows.push(row);
    if (row.isSubFlow) open[level - 1] = row;
  }
  const byParent = new Map<string | undefined, ExecutionRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  for (const siblings of byParent.values()) {
    siblings.forEach((row, index) => {
      row.position = index + 1;
      row.siblings = siblings.length;
    });
  }
  return rows;
}

/** The rows to show: those under a collapsed sub-flow are left out. */
export function visibleRows(
  rows: readonly ExecutionRow[],
  collapsed: ReadonlySet<string>,
): ExecutionRow[] {
  const hidden = new Set<string>();
  return rows.filter((row) => {
    const isHidden = row.parentId !== undefined && hidden.has(row.parentId);
    if (isHidden || collapsed.has(row.id)) hidden.add(row.id);
    return !isHidden;
  });
}

/**
 * How many places a drop moves the row `fromId` when it lands on `toId`: negative up, positive
 * down; undefined when the two are not siblings, since a step stays in its own flow.
 */
export function placesBetween(
  rows: readonly ExecutionRow[],
  fromId: string,
  toId: string,
): number | undefined {
  const from = rows.find((row) => row.id === fromId);
  const to = rows.find((row) => row.id === toId);
  if (from === undefined || to === undefined || from.parentId !== to.parentId) return undefined;
  return to.position - from.position;
}

/** The requirements a step offers, in the server's order; its current one when it lists none. */
export function requirementChoices(
  execution: AuthenticationExecutionInfoRepresentation,
): Requirement[] {
  const choices = execution.requirementChoices ?? [];
  if (choices.length > 0) return choices;
  return execution.requirement === undefined ? [] : [execution.requirement];
}
