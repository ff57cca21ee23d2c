/** One step of the test run, as `npm test` reports it. */
export interface Layer {
  name: string;
  /** npm script that runs it. */
  script: string;
  /** Whether it talks to a Keycloak (the run provides one for these layers). */
  needsServer: boolean;
  /**
   * A build the layer's script runs first, and the script that runs the layer without it. `npm
   * test` runs the build early, beside the first layers, and then only `withoutBuild`.
   */
  build?: { script: string; withoutBuild: string };
  /** Runs against a server of the oldest supported Keycloak release instead of the usual one. */
  onOldestRelease?: boolean;
}

/** The layers in the order they run: cheapest first, so a mistake stops the run early. */
export const layers: Layer[] = [
  { name: "lint", script: "lint", needsServer: false },
  { name: "typecheck", script: "typecheck", needsServer: false },
  { name: "unit", script: "test:unit", needsServer: false },
  { name: "contract", script: "test:contract", needsServer: true },
  {
    name: "e2e",
    script: "test:e2e",
    needsServer: true,
    build: { script: "package", withoutBuild: "test:e2e:built" },
  },
  {
    name: "e2e-oldest",
    script: "test:e2e:oldest",
    needsServer: true,
    build: { script: "package", withoutBuild: "test:e2e:oldest:built" },
    onOldestRelease: true,
  },
];

export type LayerOutcome = "passed" | "failed" | "not run";

export interface LayerResult {
  name: string;
  outcome: LayerOutcome;
  /** Milliseconds the layer took; 0 when it did not run. */
  durationMs: number;
}

/** "1 m 05 s" style, as wide as minutes need; seconds alone under a minute ("42.3 s"). */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60))} m ${String(seconds % 60).padStart(2, "0")} s`;
}

/** The summary `npm test` prints at the end: one line per layer, then the total. */
export function formatSummary(results: LayerResult[], totalMs: number): string {
  const width = Math.max(...results.map((result) => result.name.length), "total".length);
  const lines = results.map((result) => {
    const time = result.outcome === "not run" ? "-" : formatDuration(result.durationMs);
    return `  ${result.name.padEnd(width)}  ${time.padStart(10)}  ${result.outcome}`;
  });
  const failed = results.some((result) => result.outcome === "failed");
  lines.push(
    `  ${"total".padEnd(width)}  ${formatDuration(totalMs).padStart(10)}  ${failed ? "failed" : "passed"}`,
  );
  return ["Test time by layer:", ...lines].join("\n");
}
