import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, join } from "node:path";
import { cacheDir } from "./paths";
import { withProgress, type Log } from "./progress";
import { lastLines, runProcess } from "./run-process";
import { SetupError } from "./setup-error";

/** The newest 26.x release on Maven Central when this was pinned; it runs on Java 17 and 21. */
export const keycloakVersion = process.env.KC_VERSION ?? "26.7.3";

export function distributionDir(version = keycloakVersion): string {
  return join(cacheDir, `keycloak-${version}`);
}

export function mavenRepository(): string {
  return process.env.MAVEN_REPO_LOCAL ?? join(homedir(), ".m2", "repository");
}

export function zipPath(version: string): string {
  return join(
    mavenRepository(),
    "org",
    "keycloak",
    "keycloak-quarkus-dist",
    version,
    `keycloak-quarkus-dist-${version}.zip`,
  );
}

async function ensureMaven(): Promise<void> {
  const probe = await runProcess("mvn", ["-v"]);
  if (probe.error !== undefined || probe.status !== 0) {
    throw new SetupError(
      "Maven (mvn) is needed to fetch the Keycloak server, and it was not found.",
      'Install Maven (Debian: "apt-get install maven"), or set KEYCLOAK_URL to use a Keycloak that is already running.',
    );
  }
}

/**
 * How much of the archive has arrived: Maven writes it under a temporary name beside its final
 * one, so everything in that folder named after the archive counts.
 */
export function downloadedSoFar(zip: string): string | undefined {
  const folder = dirname(zip);
  if (!existsSync(folder)) return undefined;
  const bytes = readdirSync(folder)
    .filter((name) => name.startsWith(basename(zip)))
    .reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
  return bytes > 0 ? `${String(Math.round(bytes / 1_000_000))} MB so far` : undefined;
}

async function download(version: string, zip: string, log: Log): Promise<void> {
  await ensureMaven();
  const result = await withProgress(
    log,
    {
      start: `Fetching Keycloak ${version} through Maven (about 175 MB, once)…`,
      still: "still fetching",
      done: "fetched",
      detail: () => downloadedSoFar(zip),
    },
    () =>
      runProcess("mvn", [
        "-q",
        "-B",
        "dependency:get",
        `-Dartifact=org.keycloak:keycloak-quarkus-dist:${version}:zip`,
        "-Dtransitive=false",
      ]),
  );
  if (result.status !== 0 || !existsSync(zip)) {
    throw new SetupError(
      `Downloading Keycloak ${version} through Maven failed.\n${lastLines(result.output)}`,
      "Check that Maven Central is reachable (proxy settings in ~/.m2/settings.xml), then try again.",
    );
  }
}

async function unpack(zip: string, staging: string): Promise<void> {
  const unzip = await runProcess("unzip", ["-q", zip, "-d", staging]);
  if (unzip.error === undefined && unzip.status === 0) return;
  // No unzip on the machine: the JDK's jar tool reads zip files too.
  const jar = await runProcess("jar", ["xf", zip], { cwd: staging });
  if (jar.error !== undefined || jar.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new SetupError(
      `Could not unpack ${zip}.`,
      'Install unzip (Debian: "apt-get install unzip") and try again.',
    );
  }
}

/**
 * Fetches the server distribution through Maven (once) and unpacks it into the cache folder
 * (once), saying what it does while it does it.
 */
export async function ensureDistribution(
  version = keycloakVersion,
  log: Log = console.log,
): Promise<string> {
  const target = distributionDir(version);
  if (existsSync(join(target, "bin", "kc.sh"))) return target;

  const zip = zipPath(version);
  if (!existsSync(zip)) await download(version, zip, log);

  mkdirSync(cacheDir, { recursive: true });
  const staging = join(cacheDir, `.unpack-${String(process.pid)}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  await withProgress(
    log,
    {
      start: `Unpacking Keycloak ${version} into ${cacheDir}…`,
      still: "still unpacking",
      done: "unpacked",
    },
    () => unpack(zip, staging),
  );
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

/**
 * Puts the server's build (`lib/quarkus`) back as the archive has it. Keycloak fails to start,
 * before it looks at `providers/` again, when a provider jar it was last built with is gone; from
 * the archive's build it rebuilds itself with the providers that are there.
 */
export async function resetServerBuild(
  keycloakHome: string,
  version = keycloakVersion,
): Promise<void> {
  const zip = zipPath(version);
  if (!existsSync(zip)) {
    throw new SetupError(
      `The server's build still names a removed provider, and ${zip} is not there to reset it from.`,
      `Delete ${keycloakHome} so that the next start unpacks the server again.`,
    );
  }
  const staging = join(cacheDir, `.build-${String(process.pid)}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await unpack(zip, staging);
    const [unpacked] = readdirSync(staging);
    const build = join(staging, unpacked ?? "", "lib", "quarkus");
    if (unpacked === undefined || !existsSync(build))
      throw new SetupError(`The archive ${zip} holds no lib/quarkus.`, "Delete it and try again.");
    rmSync(join(keycloakHome, "lib", "quarkus"), { recursive: true, force: true });
    renameSync(build, join(keycloakHome, "lib", "quarkus"));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
