import type { ConsoleName } from "./selectors/console-ui";

export type ScenarioId =
  "first-load" | "users" | "groups" | "clients" | "role-mapping" | "memory" | "sessions";

/** The scenarios `--only` can pick: the first load always runs, since it opens the console. */
export const selectableScenarios = [
  "users",
  "groups",
  "clients",
  "role-mapping",
  "sessions",
] as const satisfies readonly ScenarioId[];

export type SelectableScenario = (typeof selectableScenarios)[number];

/** The pages the heap after pages 2–5 is taken after: only comparable when all of them exist. */
export const heapPages = [
  "users",
  "groups",
  "clients",
  "role-mapping",
] as const satisfies readonly ScenarioId[];

/** The scenarios of pages 2–5 still pending for Gatehouse. */
export const pendingHeapPages = (pending: PendingScenarios): ScenarioId[] =>
  heapPages.filter((scenario) => pending[scenario] !== undefined);

export type Unit = "ms" | "bytes" | "count";

export interface MetricDef {
  id: string;
  scenario: ScenarioId;
  label: string;
  unit: Unit;
  /** Whether the server's time on the critical path is recorded for this step. */
  timed: boolean;
}

/** Every figure the report shows, in its order. */
export const metricDefs = [
  {
    id: "first-load-cold",
    scenario: "first-load",
    label: "1. First load, cold (home interactive)",
    unit: "ms",
    timed: true,
  },
  {
    id: "first-load-warm",
    scenario: "first-load",
    label: "1. First load, warm (reload)",
    unit: "ms",
    timed: true,
  },
  {
    id: "first-load-js",
    scenario: "first-load",
    label: "1. JS, uncompressed (each file once)",
    unit: "bytes",
    timed: false,
  },
  {
    id: "first-load-js-gzip",
    scenario: "first-load",
    label: "1. JS, gzip-compressed",
    unit: "bytes",
    timed: false,
  },
  {
    id: "first-load-css",
    scenario: "first-load",
    label: "1. CSS, uncompressed (each file once)",
    unit: "bytes",
    timed: false,
  },
  {
    id: "first-load-css-gzip",
    scenario: "first-load",
    label: "1. CSS, gzip-compressed",
    unit: "bytes",
    timed: false,
  },
  {
    id: "first-load-wire",
    scenario: "first-load",
    label: "1. All bytes on the wire (as served here)",
    unit: "bytes",
    timed: false,
  },
  {
    id: "first-load-requests",
    scenario: "first-load",
    label: "1. Requests (cold)",
    unit: "count",
    timed: false,
  },
  {
    id: "users-list",
    scenario: "users",
    label: "2. Users: first page's rows",
    unit: "ms",
    timed: true,
  },
  {
    id: "users-search",
    scenario: "users",
    label: "2. Users: search one user",
    unit: "ms",
    timed: true,
  },
  {
    id: "groups-top",
    scenario: "groups",
    label: "3. Groups: top level shows",
    unit: "ms",
    timed: true,
  },
  {
    id: "groups-expand",
    scenario: "groups",
    label: "3. Groups: expand 1,000 children",
    unit: "ms",
    timed: true,
  },
  {
    id: "groups-search",
    scenario: "groups",
    label: "3. Groups: search a sub-group",
    unit: "ms",
    timed: true,
  },
  {
    id: "clients-list",
    scenario: "clients",
    label: "4. Clients: rows show",
    unit: "ms",
    timed: true,
  },
  {
    id: "clients-search",
    scenario: "clients",
    label: "4. Clients: search one client",
    unit: "ms",
    timed: true,
  },
  {
    id: "role-mapping-tab",
    scenario: "role-mapping",
    label: "5. User's role mapping tab",
    unit: "ms",
    timed: true,
  },
  {
    id: "role-mapping-realm",
    scenario: "role-mapping",
    label: "5. Assign dialog: realm roles listed",
    unit: "ms",
    timed: true,
  },
  {
    id: "role-mapping-client",
    scenario: "role-mapping",
    label: "5. Assign dialog: client roles listed",
    unit: "ms",
    timed: true,
  },
  {
    id: "heap-first-load",
    scenario: "memory",
    label: "6. JS heap after first load",
    unit: "bytes",
    timed: false,
  },
  {
    id: "heap-after-pages",
    scenario: "memory",
    label: "6. JS heap after pages 2–5",
    unit: "bytes",
    timed: false,
  },
  {
    id: "sessions-list",
    scenario: "sessions",
    label: "7. Sessions: first page's rows",
    unit: "ms",
    timed: true,
  },
  {
    id: "sessions-requests",
    scenario: "sessions",
    label: "7. Sessions: API requests until then",
    unit: "count",
    timed: false,
  },
] as const satisfies readonly MetricDef[];

export type MetricId = (typeof metricDefs)[number]["id"];

export interface Sample {
  console: ConsoleName;
  metric: MetricId;
  pair: number;
  value: number;
  /** Milliseconds the page waited on the Admin REST API during the step. */
  serverMs?: number;
}

/** One JS or CSS file of a cold first load, for the run's JSON (which files weigh what). */
export interface LoadedFile {
  console: ConsoleName;
  url: string;
  kind: "js" | "css";
  bytes: number;
  gzipBytes: number;
}

export interface Failure {
  console: ConsoleName;
  metric: MetricId;
  pair: number;
  message: string;
}

/** Scenarios whose Gatehouse page does not exist yet, with what the console showed instead. */
export type PendingScenarios = Partial<Record<ScenarioId, string>>;
