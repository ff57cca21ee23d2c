import type { AuthenticationExecutionInfoRepresentation } from "@gatehouse/admin-client";

type Execution = AuthenticationExecutionInfoRepresentation;

/** One execution with the executions of its sub-flow, in the server's order. */
export interface ExecutionTree {
  execution: Execution;
  children: ExecutionTree[];
  /** Where it sits among its siblings, and how many they are. */
  position: number;
  siblings: number;
}

/**
 * The server lists a flow's executions depth first, each with its `level`: this rebuilds the tree.
 * An execution deeper than the one before it by more than one level is taken as its child.
 */
export function executionTree(executions: readonly Execution[]): ExecutionTree[] {
  const roots: ExecutionTree[] = [];
  const open: ExecutionTree[] = [];
  for (const execution of executions) {
    const level = Math.max(0, Math.min(execution.level ?? 0, open.length));
    open.length = level;
    const node: ExecutionTree = { execution, children: [], position: 0, siblings: 0 };
    (open[level - 1]?.children ?? roots).push(node);
    open.push(node);
  }
  const number = (list: ExecutionTree[]) => {
    list.forEach((node, position) => {
      node.position = position;
      node.siblings = list.length;
      number(node.children);
    });
  };
  number(roots);
  return roots;
}

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
  /** The execution it draws; none for the start and the end. */
  tree?: ExecutionTree;
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

const idOf = (tree: ExecutionTree) => tree.execution.id ?? String(tree.position);

function edge(source: string, target: string, disabled: boolean): DiagramEdge {
  return { id: `${source}->${target}`, source, target, isDisabled: disabled };
}

/**
 * Siblings run one after another, except alternatives next to each other: any one of them is
 * enough, so they share a column and the path splits into them.
 */
function stagesOf(list: readonly ExecutionTree[]): ExecutionTree[][] {
  const stages: ExecutionTree[][] = [];
  for (const tree of list) {
    const last = stages.at(-1);
    const isAlternative = tree.execution.requirement === "ALTERNATIVE";
    if (isAlternative && last?.[0]?.execution.requirement === "ALTERNATIVE") last.push(tree);
    else stages.push([tree]);
  }
  return stages;
}

function placeOne(tree: ExecutionTree, x: number, y: number): Placed {
  const id = idOf(tree);
  const isFlow = tree.execution.authenticationFlow === true;
  const self: DiagramNode = { id, kind: isFlow ? "subflow" : "step", x, y, tree };
  if (!isFlow || tree.children.length === 0) {
    return {
      nodes: [self],
      edges: [],
      entries: [id],
      exits: [id],
      width: nodeWidth,
      height: nodeHeight,
    };
  }
  const inner = placeList(tree.children, x + nodeWidth + gapX, y);
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
  return placed.nodes.find((node) => node.id === id)?.tree?.execution.requirement === "DISABLED";
}

function placeList(list: readonly ExecutionTree[], x: number, y: number): Placed {
  const placed: Placed = { nodes: [], edges: [], entries: [], exits: [], width: 0, height: 0 };
  let column = x;
  let previousExits: string[] = [];
  for (const stage of stagesOf(list)) {
    let row = y;
    let stageWidth = 0;
    const stageEntries: string[] = [];
    const stageExits: string[] = [];
    for (const tree of stage) {
      const member = placeOne(tree, column, row);
      placed.nodes.push(...member.nodes);
      placed.edges.push(...member.edges);
      stageEntries.push(...member.entries);
      stageExits.push(...member.exits);
      stageWidth = Math.max(stageWidth, member.width);
      row += member.height + gapY;
    }
    for (const source of previousExits) {
      for (const target of stageEntries) {
        placed.edges.push(edge(source, target, isDisabledTarget(placed, target)));
      }
    }
    if (placed.entries.length === 0) placed.entries = stageEntries;
    previousExits = stageExits;
    placed.height = Math.max(placed.height, row - gapY - y);
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
export function diagramLayout(executions: readonly Execution[]): {
  nodes: DiagramNode[];
  edges: DiagramEdge[];
} {
  const body = placeList(executionTree(executions), endWidth + gapX, 0);
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
