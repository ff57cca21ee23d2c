import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { cacheDir } from "./paths";
import { SetupError } from "./setup-error";

/** The newest 26.x release on Maven Central when this was pinned; it runs on Java 17 and 21. */
export const keycloakVersion = process.env.KC_VERSION ?? "26.7.3";

export function distributionDir(version = keycloakVersion): string {
  return join(cacheDir, `keycloak-${version}`);
}

function mavenRepository(): string {
  return process.env.MAVEN_REPO_LOCAL ?? join(homedir(), ".m2", "repository");
}

function zipPath(version: string): string {
  return join(
    mavenRepository(),
    "org",
    "keycloak",
    "keycloak-quarkus-dist",
    version,
    `keycloak-quarkus-dist-${version}.zip`,
  );
}

function ensureMaven(): void {
  const probe = spawnSync("mvn", ["-v"], { encoding: "utf8" });
  if (probe.error !== undefined || probe.status !== 0) {
    throw new SetupError(
      "Maven (mvn) is needed to fetch the Keycloak server, and it was not found.",
      'Install Maven (Debian: "apt-get install maven"), or set KEYCLOAK_URL to use a Keycloak that is already running.',
    );
  }
}

/** Fetches the server distribution through Maven (once) and unpacks it into the cache folder (once). */
export function ensureDistribution(
  version = keycloakVersion,
  log: (line: string) => void = console.log,
): string {
  const target = distributionDir(version);
  if (existsSync(join(target, "bin", "kc.sh"))) return target;

  const zip = zipPath(version);
  if (!existsSync(zip)) {
    ensureMaven();
    log(`Fetching Keycloak ${version} through Maven (about 175 MB, once)…`);
    const download = spawnSync(
      "mvn",
      [
        "-q",
        "-B",
        "dependency:get",
        `-Dartifact=org.keycloak:keycloak-quarkus-dist:${version}:zip`,
        "-Dtransitive=false",
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
    if (download.status !== 0 || !existsSync(zip)) {
      const output = `${download.stdout}\n${download.stderr}`
        .trim()
        .split("\n")
        .slice(-15)
        .join("\n");
      throw new SetupError(
        `Downloading Keycloak ${version} through Maven failed.\n${output}`,
        "Check that Maven Central is reachable (proxy settings in ~/.m2/settings.xml), then try again.",
      );
    }
  }

  log(`Unpacking Keycloak ${version} into ${cacheDir}…`);
  mkdirSync(cacheDir, { recursive: true });
  const staging = join(cacheDir, `.unpack-${String(process.pid)}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  const unzip = spawnSync("unzip", ["-q", zip, "-d", staging], { encoding: "utf8" });
  if (unzip.error !== undefined || unzip.status !== 0) {
    // No unzip on the machine: the JDK's jar tool reads zip files too.
    const jar = spawnSync("jar", ["xf", zip], { cwd: staging, encoding: "utf8" });
    if (jar.error !== undefined || jar.status !== 0) {
      rmSync(staging, { recursive: true, force: true });
      throw new SetupError(
        `Could not unpack ${zip}.`,
        'Install unzip (Debian: "apt-get install unzip") and try again.',
      );
    }
  }
  const [unpacked] = readdirSync(staging);
  if (unpacked === undefined)
    throw new SetupError(`The archive ${zip} was empty.`, "Delete it and try again.");
  renameSync(join(staging, unpacked), target);
  rmSync(staging, { recursive: true, force: true });
  for (const script of readdirSync(join(target, "bin")).filter((name) => name.endsWith(".sh"))) {
    chmodSync(join(target, "bin", script), 0o755);
  }
  return target;
}
