import {
  metricDefs,
  pendingHeapPages,
  type Failure,
  type MetricDef,
  type PendingScenarios,
  type Sample,
  type SelectableScenario,
} from "./metrics";
import type { ConsoleName } from "./selectors/console-ui";
import { median, ratio, summarize, type Summary } from "./stats";

export interface ReportRow {
  metric: MetricDef["id"];
  label: string;
  unit: MetricDef["unit"];
  gatehouse?: Summary;
  builtIn?: Summary;
  /** Gatehouse median over built-in median. */
  ratio?: number;
  gatehouseServerMs?: number;
  builtInServerMs?: number;
  /** Why Gatehouse has no figure: its page does not exist yet. */
  pending?: string;
  failures: { gatehouse: number; builtIn: number };
}

export interface RunContext {
  date: string;
  keycloakUrl: string;
  keycloakVersion: string;
  /** How Gatehouse is served, e.g. "theme JAR in providers/, theme caching on". */
  serving: string;
  realm: string;
  data: string;
  pairs: number;
  warmupPairs: number;
  machine: string;
  durationMs: number;
}

function pendingReason(def: MetricDef, pending: PendingScenarios): string | undefined {
  if (def.scenario === "memory" && def.id === "heap-after-pages") {
    const missing = pendingHeapPages(pending);
    return missing.length > 0 ? `not every page exists (${missing.join(", ")})` : undefined;
  }
  return pending[def.scenario];
}

/**
 * Whether a figure belongs to the run: with `--only`, the first load, the heap after it and the
 * chosen scenarios (the heap after pages 2–5 needs all of them).
 */
export function inRun(def: MetricDef, only?: readonly SelectableScenario[]): boolean {
  if (only === undefined) return true;
  if (def.scenario === "first-load") return true;
  if (def.scenario === "memory") return def.id === "heap-first-load";
  return (only as readonly string[]).includes(def.scenario);
}

export function buildRows(
  samples: readonly Sample[],
  failures: readonly Failure[],
  pending: PendingScenarios,
  only?: readonly SelectableScenario[],
): ReportRow[] {
  const of = (name: ConsoleName, metric: string) =>
    samples.filter((s) => s.console === name && s.metric === metric);
  const serverMedian = (list: readonly Sample[]) => {
    const values = list.flatMap((s) => (s.serverMs === undefined ? [] : [s.serverMs]));
    return values.length === 0 ? undefined : median(values);
  };
  const failed = (name: ConsoleName, metric: string) =>
    failures.filter((f) => f.console === name && f.metric === metric).length;
  const defs: readonly MetricDef[] = metricDefs;
  return defs
    .filter((def) => inRun(def, only))
    .map((def): ReportRow => {
      const g = of("gatehouse", def.id);
      const b = of("built-in", def.id);
      const gatehouse = summarize(g.map((s) => s.value));
      const builtIn = summarize(b.map((s) => s.value));
      const reason = pendingReason(def, pending);
      const gatehouseServerMs = serverMedian(g);
      const builtInServerMs = serverMedian(b);
      const r = ratio(gatehouse?.median, builtIn?.median);
      return {
        metric: def.id,
        label: def.label,
        unit: def.unit,
        ...(gatehouse ? { gatehouse } : {}),
        ...(builtIn ? { builtIn } : {}),
        ...(r === undefined ? {} : { ratio: r }),
        ...(gatehouseServerMs === undefined ? {} : { gatehouseServerMs }),
        ...(builtInServerMs === undefined ? {} : { builtInServerMs }),
        ...(reason === undefined ? {} : { pending: reason }),
        failures: { gatehouse: failed("gatehouse", def.id), builtIn: failed("built-in", def.id) },
      };
    });
}

const grouped = (n: number, digits = 0) =>
  n.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A value in the row's unit: milliseconds as they are, bytes in KiB (or MiB for the heap). */
export function formatValue(value: number, unit: MetricDef["unit"]): string {
  switch (unit) {
    case "ms":
      return `${grouped(value)} ms`;
    case "count":
      return grouped(value);
    case "bytes":
      return value >= 4 * 1024 * 1024
        ? `${grouped(value / (1024 * 1024), 1)} MiB`
        : `${grouped(value / 1024, 1)} KiB`;
  }
}

function cell(
  row: ReportRow,
  summary: Summary | undefined,
  failures: number,
  isGatehouse: boolean,
): [string, string] {
  if (isGatehouse && row.pending !== undefined) return ["pending", "—"];
  if (summary === undefined) return [failures > 0 ? `failed ×${String(failures)}` : "—", "—"];
  const range = `${formatValue(summary.min, row.unit)} – ${formatValue(summary.max, row.unit)}`;
  const note = failures > 0 ? ` (${String(failures)} failed)` : "";
  return [formatValue(summary.median, row.unit) + note, range];
}

function serverCell(row: ReportRow): string {
  if (row.unit !== "ms") return "—";
  const g =
    row.pending !== undefined
      ? "pending"
      : row.gatehouseServerMs === undefined
        ? "—"
        : grouped(row.gatehouseServerMs);
  const b = row.builtInServerMs === undefined ? "—" : grouped(row.builtInServerMs);
  return `${g} / ${b} ms`;
}

export function markdownTable(rows: readonly ReportRow[]): string {
  const lines = [
    "| Scenario | Gatehouse median | Built-in median | Ratio G/B | Gatehouse min – max | Built-in min – max | Server time G / B (median) |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const row of rows) {
    const [gMedian, gRange] = cell(row, row.gatehouse, row.failures.gatehouse, true);
    const [bMedian, bRange] = cell(row, row.builtIn, row.failures.builtIn, false);
    const r = row.pending === undefined && row.ratio !== undefined ? row.ratio.toFixed(2) : "—";
    lines.push(
      `| ${row.label} | ${gMedian} | ${bMedian} | ${r} | ${gRange} | ${bRange} | ${serverCell(row)} |`,
    );
  }
  return lines.join("\n");
}

export function markdownReport(
  context: RunContext,
  rows: readonly ReportRow[],
  pending: PendingScenarios,
  failures: readonly Failure[],
): string {
  const pendingLines = Object.entries(pending).map(
    ([scenario, reason]) => `- ${scenario}: pending for Gatehouse — ${reason}.`,
  );
  const failureLines = failures.map(
    (f) =>
      `- ${f.console}, ${f.metric}, pair ${String(f.pair)}: ${f.message.replace(/\|/g, "\\|")}`,
  );
  return [
    `# Benchmark: Gatehouse against the built-in console`,
    "",
    `${context.date} · Keycloak ${context.keycloakVersion} at ${context.keycloakUrl} (${context.serving}) · realm \`${context.realm}\` (${context.data})`,
    `${String(context.pairs)} measured pairs after ${String(context.warmupPairs)} warm-up pair(s), alternating Gatehouse and built-in · ${context.machine} · run took ${grouped(context.durationMs / 60_000, 1)} min`,
    "",
    markdownTable(rows),
    "",
    "Ratio below 1: Gatehouse is faster or smaller. Server time: how long the page waited on the Admin REST API during the step (union of its requests), the floor no console can go below.",
    ...(pendingLines.length > 0
      ? [
          "",
          "Pending (measured for the built-in console only until the Gatehouse page lands):",
          ...pendingLines,
        ]
      : []),
    ...(failureLines.length > 0 ? ["", "Failed steps:", ...failureLines] : []),
    "",
  ].join("\n");
}
