import type { ExecutionRow } from "../flow-editor/execution-tree";

export const nodeWidth = 240;
export const nodeHeight = 88;
export const endWidth = 96;
const gapX = 56;
const gapY = 24;

export type DiagramNodeKind = "start" | "end" | "step" | "subflow";

export interface DiagramNode {
  id: string;
  kind: DiagramNodeKind;
  x: number;
  y: number;
  /** The step or sub-flow it draws; none for the start and the end. */
  row?: ExecutionRow;
}

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  /** Into a disabled step, which sign-in passes by. */
  isDisabled: boolean;
}

interface Placed {
  nodes: DiagramNode[];
  edges: DiagramEdge[];
  /** Where a path enters this part and where it leaves it. */
  entries: string[];
  exits: string[];
  width: number;
  height: number;
}

function edge(source: string, target: string, disabled: boolean): DiagramEdge {
  return { id: `${source}->${target}`, source, target, isDisabled: disabled };
}

/**
 * Siblings run one after another, except alternatives next to each other: any one of them is
 * enough, so they share a column and the path splits into them.
 */
function stagesOf(list: readonly ExecutionRow[]): ExecutionRow[][] {
  const stages: ExecutionRow[][] = [];
  for (const row of list) {
    const last = stages.at(-1);
    const isAlternative = row.execution.requirement === "ALTERNATIVE";
    if (isAlternative && last?.[0]?.execution.requirement === "ALTERNATIVE") last.push(row);
    else stages.push([row]);
  }
  return stages;
}

/** The rows of each sub-flow (and of the flow itself, under `undefined`), in their order. */
type Children = ReadonlyMap<string | undefined, readonly ExecutionRow[]>;

function placeOne(row: ExecutionRow, children: Children, x: number, y: number): Placed {
  const { id } = row;
  const own = children.get(id) ?? [];
  const self: DiagramNode = { id, kind: row.isSubFlow ? "subflow" : "step", x, y, row };
  if (!row.isSubFlow || own.length === 0) {
    return {
      nodes: [self],
      edges: [],
      entries: [id],
      exits: [id],
      width: nodeWidth,
      height: nodeHeight,
    };
  }
  const inner = placeList(own, children, x + nodeWidth + gapX, y);
  return {
    nodes: [self, ...inner.nodes],
    edges: [
      ...inner.entries.map((target) => edge(id, target, isDisabledTarget(inner, target))),
      ...inner.edges,
    ],
    entries: [id],
    exits: inner.exits,
    width: nodeWidth + gapX + inner.width,
    height: Math.max(nodeHeight, inner.height),
  };
}

function isDisabledTarget(placed: Placed, id: string): boolean {
  return placed.nodes.find((node) => node.id === id)?.row?.execution.requirement === "DISABLED";
}

function placeList(
  list: readonly ExecutionRow[],
  children: Children,
  x: number,
  y: number,
): Placed {
  const placed: Placed = { nodes: [], edges: [], entries: [], exits: [], width: 0, height: 0 };
  let column = x;
  let previousExits: string[] = [];
  for (const stage of stagesOf(list)) {
    let top = y;
    let stageWidth = 0;
    const stageEntries: string[] = [];
    const stageExits: string[] = [];
    for (const stageRow of stage) {
      const member = placeOne(stageRow, children, column, top);
      placed.nodes.push(...member.nodes);
      placed.edges.push(...member.edges);
      stageEntries.push(...member.entries);
      stageExits.push(...member.exits);
      stageWidth = Math.max(stageWidth, member.width);
      top += member.height + gapY;
    }
    for (const source of previousExits) {
      for (const target of stageEntries) {
        placed.edges.push(edge(source, target, isDisabledTarget(placed, target)));
      }
    }
    if (placed.entries.length === 0) placed.entries = stageEntries;
    previousExits = stageExits;
    placed.height = Math.max(placed.height, top - gapY - y);
    column += stageWidth + gapX;
  }
  placed.exits = previousExits;
  placed.width = Math.max(0, column - gapX - x);
  return placed;
}

/**
 * The flow laid out left to right from a start to an end: steps in their order, alternatives
 * stacked in one column, a sub-flow's own steps to the right of it. Computed, so the same flow
 * always draws the same way and nothing needs to be stored.
 */
export function diagramLayout(rows: readonly ExecutionRow[]): {
  nodes: DiagramNode[];
  edges: DiagramEdge[];
} {
  const children = new Map<string | undefined, ExecutionRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const body = placeList(children.get(undefined) ?? [], children, endWidth + gapX, 0);
  const middle = Math.max(0, body.height / 2 - nodeHeight / 2);
  const start: DiagramNode = { id: "start", kind: "start", x: 0, y: middle };
  const end: DiagramNode = {
    id: "end",
    kind: "end",
    x: endWidth + gapX + body.width + (body.nodes.length > 0 ? gapX : 0),
    y: middle,
  };
  const first = body.entries.length > 0 ? body.entries : ["end"];
  const last = body.exits.length > 0 ? body.exits : ["start"];
  return {
    nodes: [start, ...body.nodes, end],
    edges: [
      ...first
        .filter((target) => target !== "end" || body.nodes.length === 0)
        .map((target) => edge("start", target, isDisabledTarget(body, target))),
      ...body.edges,
      ...(body.nodes.length > 0 ? last.map((source) => edge(source, "end", false)) : []),
    ],
  };
}
