import { performance } from "node:perf_hooks";
import { exitOnSetupError } from "../setup-error";
import { runCommand } from "../testing/run-command";
import { formatSummary, layers, type LayerResult } from "../testing/test-layers";
import { withKeycloak } from "../testing/with-keycloak";

/**
 * `npm test`: every layer in turn (lint, type check, unit, then contract and end to end against a
 * Keycloak it reuses or starts), stopping at the first that fails, and a summary of the time each
 * took. Exits with the failing layer's code. Layer names as arguments run only those.
 */
// `npm test -- unit e2e` runs only the named layers.
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !layers.some((layer) => layer.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown layers: ${unknown.join(", ")} (known: ${layers.map((l) => l.name).join(", ")})`,
  );
  process.exit(2);
}
const runs = (name: string) => chosen.length === 0 || chosen.includes(name);

const started = performance.now();
const results: LayerResult[] = layers.map((layer) => ({
  name: layer.name,
  outcome: "not run",
  durationMs: 0,
}));

async function runLayers(indices: number[], env: Record<string, string> = {}): Promise<number> {
  for (const index of indices) {
    const layer = layers[index];
    const result = results[index];
    if (layer === undefined || result === undefined) continue;
    console.log(`\n▶ ${layer.name}: npm run ${layer.script}`);
    const layerStart = performance.now();
    const code = await runCommand(`npm run ${layer.script}`, env);
    result.durationMs = performance.now() - layerStart;
    result.outcome = code === 0 ? "passed" : "failed";
    if (code !== 0) return code;
  }
  return 0;
}

const indicesWhere = (server: boolean) =>
  layers.flatMap((layer, index) =>
    layer.needsServer === server && runs(layer.name) ? [index] : [],
  );

let exitCode = 1;
try {
  exitCode = await runLayers(indicesWhere(false));
  if (exitCode === 0 && indicesWhere(true).length > 0)
    exitCode = await withKeycloak((url) => runLayers(indicesWhere(true), { KEYCLOAK_URL: url }));
} catch (error) {
  console.log(`\n${formatSummary(results, performance.now() - started)}`);
  exitOnSetupError(error);
}
console.log(`\n${formatSummary(results, performance.now() - started)}`);
process.exitCode = exitCode;
