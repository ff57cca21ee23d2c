import { fullPreset, quickPreset, type SeedOptions } from "@gatehouse/server/seed/seed-options";
import { selectableScenarios, type SelectableScenario } from "./metrics";

export interface BenchOptions {
  quick: boolean;
  /** Measured pairs (A B), after the warm-up pairs that are not counted. */
  pairs: number;
  warmupPairs: number;
  seed: SeedOptions;
  /** Skip seeding (the realm already holds the data). */
  skipSeed: boolean;
  /**
   * Which server: `installed` (default), the benchmark's own Keycloak with the theme JAR in
   * `providers/` and the server's usual caching; `dev`, the development server (linked theme
   * folder, no caching), as `npm run kc:start` runs it.
   */
  server: "installed" | "dev";
  /** Port of the benchmark's own server. */
  port: number;
  /** Leave the benchmark's own server running afterwards, for the next run. */
  keepServer: boolean;
  /** Another theme JAR to install instead of `dist/`'s, e.g. an earlier build to compare with. */
  jar?: string;
  /** Only these scenarios after the first load (which opens the console); all when absent. */
  only?: SelectableScenario[];
}

/** Port of the benchmark's own server, apart from the development server's 8080. */
export const defaultBenchPort = 8280;

export const benchUsage = `Usage: npm run bench -- [options]
  --quick       smaller data set (realm "${quickPreset.realm}") and 3 measured pairs
  --pairs N     measured pairs of runs (default 5, or 3 with --quick)
  --warmup N    pairs run first and not counted (default 1)
  --realm NAME  data realm (default "${fullPreset.realm}", or "${quickPreset.realm}" with --quick)
  --no-seed     do not check or seed the data realm (its sessions are still topped up: they
                live in the server and vanish with a restart or an expiry)
  --only LIST   only these scenarios after the first load, comma-separated:
                ${selectableScenarios.join(", ")}
  --port N      port of the benchmark's own Keycloak (default ${String(defaultBenchPort)})
  --keep-server leave the benchmark's own Keycloak running afterwards (it is reused next time)
  --jar FILE    install this theme JAR instead of dist/gatehouse-admin-theme.jar (another build)
  --dev-server  measure on the development server instead (KEYCLOAK_URL or npm run kc:start's:
                theme folder linked, no theme caching)`;

function wholeNumber(flag: string, value: string | undefined, min: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < min) {
    throw new Error(
      `${flag} needs a whole number of at least ${String(min)}, not "${value ?? ""}".`,
    );
  }
  return Number(value);
}

function parseScenarios(value: string | undefined): SelectableScenario[] {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  const known = selectableScenarios as readonly string[];
  const unknown = names.filter((name) => !known.includes(name));
  if (names.length === 0 || value?.startsWith("--") === true || unknown.length > 0)
    throw new Error(
      `--only needs scenarios among ${selectableScenarios.join(", ")}, not "${value ?? ""}".`,
    );
  return selectableScenarios.filter((scenario) => names.includes(scenario));
}

export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const quick = args.includes("--quick");
  const options: BenchOptions = {
    quick,
    pairs: quick ? 3 : 5,
    warmupPairs: 1,
    seed: { ...(quick ? quickPreset : fullPreset) },
    skipSeed: false,
    server: "installed",
    port: defaultBenchPort,
    keepServer: false,
  };
  for (let index = 0; index < args.length; index++) {
    const flag = args[index];
    const value = args[index + 1];
    switch (flag) {
      case "--quick":
        break;
      case "--no-seed":
        options.skipSeed = true;
        break;
      case "--dev-server":
        options.server = "dev";
        break;
      case "--keep-server":
        options.keepServer = true;
        break;
      case "--port":
        options.port = wholeNumber(flag, value, 1);
        if (options.port > 65535) throw new Error("--port needs a port number up to 65535.");
        index++;
        break;
      case "--jar":
        if (value === undefined || value.startsWith("--"))
          throw new Error("--jar needs the path of a theme JAR.");
        options.jar = value;
        index++;
        break;
      case "--only":
        options.only = parseScenarios(value);
        index++;
        break;
      case "--pairs":
        options.pairs = wholeNumber(flag, value, 1);
        index++;
        break;
      case "--warmup":
        options.warmupPairs = wholeNumber(flag, value, 0);
        index++;
        break;
      case "--realm":
        if (value === undefined || value.startsWith("--"))
          throw new Error("--realm needs a realm name.");
        options.seed.realm = value;
        index++;
        break;
      default:
        throw new Error(`Unknown option "${flag ?? ""}".\n${benchUsage}`);
    }
  }
  return options;
}
