import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { SetupError } from "./setup-error";

/** Java major versions Keycloak 26 runs on, most preferred first. */
export const supportedJavaVersions = [21, 17, 25] as const;

export interface Jdk {
  home: string;
  major: number;
}

export function javaMajorVersion(javaHome: string): number | undefined {
  const java = join(javaHome, "bin", "java");
  if (!existsSync(java)) return undefined;
  const result = spawnSync(java, ["-version"], { encoding: "utf8" });
  return parseJavaVersion(`${result.stderr}${result.stdout}`);
}

/** Reads the major version from `java -version` output ("17.0.15", "1.8.0_402", "21"). */
export function parseJavaVersion(output: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (match === null) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] !== undefined ? Number(match[2]) : first;
}

function candidateHomes(): string[] {
  const homes: string[] = [];
  if (process.env.JAVA_HOME) homes.push(process.env.JAVA_HOME);
  const jvmDir = "/usr/lib/jvm";
  if (existsSync(jvmDir)) {
    for (const entry of readdirSync(jvmDir).sort()) homes.push(join(jvmDir, entry));
  }
  const onPath = spawnSync("sh", ["-c", 'readlink -f "$(command -v java)"'], {
    encoding: "utf8",
  }).stdout.trim();
  if (onPath.endsWith("/bin/java")) homes.push(onPath.slice(0, -"/bin/java".length));
  return [...new Set(homes)];
}

/**
 * Picks an installed JDK that Keycloak supports: JAVA_HOME first if it qualifies, else the
 * preferred version. `minimum` leaves out older ones, for providers built for a newer Java.
 */
export function chooseJdk(candidates: string[] = candidateHomes(), minimum = 0): Jdk {
  const found = candidates
    .map((home) => ({ home, major: javaMajorVersion(home) }))
    .filter((jdk): jdk is Jdk => jdk.major !== undefined);
  const supported = found.filter(
    (jdk) =>
      (supportedJavaVersions as readonly number[]).includes(jdk.major) && jdk.major >= minimum,
  );
  const fromJavaHome = supported.find((jdk) => jdk.home === process.env.JAVA_HOME);
  if (fromJavaHome) return fromJavaHome;
  for (const major of supportedJavaVersions) {
    const match = supported.find((jdk) => jdk.major === major);
    if (match) return match;
  }
  const seen =
    found.length > 0
      ? found.map((jdk) => `Java ${String(jdk.major)} at ${jdk.home}`).join(", ")
      : "none";
  const wanted = supportedJavaVersions.filter((major) => major >= minimum);
  throw new SetupError(
    `Keycloak${minimum > 0 ? " with its extensions" : ""} needs Java ${wanted.join(", ")}; found ${seen}.`,
    'Install a JDK (Debian: "apt-get install openjdk-17-jdk-headless") or point JAVA_HOME at one.',
  );
}
