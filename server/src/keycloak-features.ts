import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SetupError } from "./setup-error";

/**
 * The features a Keycloak release knows, by name, with the versions of each ("admin-fine-grained-authz"
 * → ["v1", "v2"]). A release refuses to start when `--features` names one it does not know, and
 * every release names a different set, so the list is read from the release itself.
 */
export type KnownFeatures = ReadonlyMap<string, readonly string[]>;

/**
 * Reads the `--features` option's possible values from `kc.sh --help` output. The help wraps its
 * lines anywhere, even inside a name ("opentelemetry-metrics\n [:v1]"), so the lines are joined
 * without spaces before the names are read.
 *
 * @example
 * parseKnownFeatures("--features <feature> Enables ... Possible values are: dpop[:v1],\n   preview.\n--x")
 * // → Map { "dpop" → ["v1"], "preview" → [] }
 */
export function parseKnownFeatures(help: string): KnownFeatures {
  const start = help.search(/^--features </m);
  if (start < 0) return new Map();
  const section = help.slice(start).split("\n");
  const end = section.findIndex((line, index) => index > 0 && /^\S/.test(line));
  const text = section
    .slice(0, end < 0 ? undefined : end)
    .map((line) => line.trim())
    .join("");
  const values = text.slice(text.indexOf("Possible values are:") + "Possible values are:".length);
  const known = new Map<string, string[]>();
  for (const match of values.matchAll(/([a-z0-9-]+)(?:\[:([^\]]*)\])?/g)) {
    const [, name, versions] = match;
    if (name === undefined) continue;
    known.set(name, versions === undefined ? [] : versions.split(","));
  }
  return known;
}

/** Whether a `--features` entry ("dpop", "admin-fine-grained-authz:v2") names a known feature. */
export function isKnownFeature(entry: string, known: KnownFeatures): boolean {
  const [name = "", version] = entry.split(":");
  const versions = known.get(name);
  if (versions === undefined) return false;
  return version === undefined || versions.includes(version);
}

/** The wanted features the release knows, and those it does not (left off). */
export function featuresForRelease(
  wanted: readonly string[],
  known: KnownFeatures,
): { enabled: string[]; unknown: string[] } {
  // A help text that lists nothing is not a release without features: use the list as it is.
  if (known.size === 0) return { enabled: [...wanted], unknown: [] };
  return {
    enabled: wanted.filter((entry) => isKnownFeature(entry, known)),
    unknown: wanted.filter((entry) => !isKnownFeature(entry, known)),
  };
}

/**
 * The features the distribution at `home` knows. The help takes a JVM start (a second or two), so
 * its answer is kept beside the distribution, which never changes once unpacked.
 */
export function readKnownFeatures(home: string, javaHome: string): KnownFeatures {
  const cache = join(home, ".gatehouse-feature-help.txt");
  if (existsSync(cache)) return parseKnownFeatures(readFileSync(cache, "utf8"));
  const result = spawnSync("bash", [join(home, "bin", "kc.sh"), "start-dev", "--help"], {
    cwd: home,
    encoding: "utf8",
    env: { ...process.env, JAVA_HOME: javaHome },
  });
  if (result.error !== undefined || result.status !== 0) {
    throw new SetupError(
      `Keycloak at ${home} could not list its features ("kc.sh start-dev --help" failed).\n${result.stderr}`,
      "Delete the distribution folder so that it is unpacked again.",
    );
  }
  writeFileSync(cache, result.stdout);
  return parseKnownFeatures(result.stdout);
}
