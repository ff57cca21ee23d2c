import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { keycloakVersion, mavenRepository, resetServerBuild } from "../keycloak-dist";
import { cacheDir } from "../paths";
import { withProgress, type Log } from "../progress";
import { lastLines, runProcess } from "../run-process";
import { SetupError } from "../setup-error";

/**
 * Phase Two's open-source organizations extension (`io.phasetwo.keycloak:keycloak-orgs`), which
 * adds its own REST API under `/realms/{realm}/orgs`. Opt-in: the default server and CI run
 * without it, and `GATEHOUSE_EXTENSIONS=phasetwo-orgs` installs it before the server starts.
 */
export const extensionName = "phasetwo-orgs";

/**
 * The newest release built for each Keycloak minor version that has one. The extension calls
 * server internals that change between minor releases: Keycloak 26.6 renamed a CORS method that
 * every release so far calls, so none works on 26.6 or later yet.
 */
const releaseForMinor: Readonly<Record<string, string>> = { "26.4": "0.124", "26.5": "0.144" };

/**
 * The release to install on a Keycloak version: `GATEHOUSE_PHASETWO_ORGS_VERSION` when set, else
 * the newest one built for the server's minor version; `undefined` when there is none.
 *
 * @example
 * phasetwoOrgsVersionFor("26.4.0", {}); // → "0.124"
 * phasetwoOrgsVersionFor("26.7.3", {}); // → undefined
 */
export function phasetwoOrgsVersionFor(
  keycloak: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const chosen = env.GATEHOUSE_PHASETWO_ORGS_VERSION?.trim();
  if (chosen) return chosen;
  return releaseForMinor[keycloak.split(".").slice(0, 2).join(".")];
}

/** The Keycloak minor versions a release is known to work on, for messages. */
export const supportedMinors = Object.keys(releaseForMinor);

/**
 * The release declares dnsjava (its domain verification looks up TXT records) as optional, and
 * Maven leaves optional dependencies of a dependency behind, so the generated project names it.
 */
const dnsjava = { groupId: "dnsjava", artifactId: "dnsjava", version: "3.6.4" };

/** Every jar this module puts into `providers/` starts so, which tells them from the others. */
export const providerPrefix = `${extensionName}.`;

/** The extension classes are Java 21 bytecode, which a Java 17 server refuses at its build. */
export const minimumJava = 21;

/**
 * The extensions named in `GATEHOUSE_EXTENSIONS` (comma-separated); an unknown name is an error
 * rather than silently ignored.
 *
 * @example
 * enabledExtensions({}); // → []
 * enabledExtensions({ GATEHOUSE_EXTENSIONS: "phasetwo-orgs" }); // → ["phasetwo-orgs"]
 */
export function enabledExtensions(env: NodeJS.ProcessEnv = process.env): string[] {
  const names = (env.GATEHOUSE_EXTENSIONS ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  const unknown = names.filter((name) => name !== extensionName);
  if (unknown.length > 0) {
    throw new SetupError(
      `GATEHOUSE_EXTENSIONS names an unknown extension: ${unknown.join(", ")}.`,
      `The known extension is "${extensionName}".`,
    );
  }
  return [...new Set(names)];
}

/** A throwaway Maven project whose runtime dependencies are the extension and what it needs. */
export function fetchProjectPom(version: string): string {
  const dependency = (groupId: string, artifactId: string, v: string) =>
    `    <dependency><groupId>${groupId}</groupId><artifactId>${artifactId}</artifactId><version>${v}</version></dependency>`;
  return [
    '<project xmlns="http://maven.apache.org/POM/4.0.0">',
    "  <modelVersion>4.0.0</modelVersion>",
    "  <groupId>local.gatehouse</groupId>",
    `  <artifactId>${extensionName}-fetch</artifactId>`,
    "  <version>1</version>",
    "  <packaging>pom</packaging>",
    "  <dependencies>",
    dependency("io.phasetwo.keycloak", "keycloak-orgs", version),
    dependency(dnsjava.groupId, dnsjava.artifactId, dnsjava.version),
    "  </dependencies>",
    "</project>",
    "",
  ].join("\n");
}

/**
 * A jar's group and artifact without its version, from the names Keycloak's `lib/lib/main` and
 * Maven's `prependGroupId` both use (`org.slf4j.slf4j-api-2.0.17.jar` → `org.slf4j.slf4j-api`).
 */
export function artifactKey(fileName: string): string | undefined {
  return /^(.+?)-\d[^/]*\.jar$/.exec(fileName)?.[1];
}

/** The fetched jars Keycloak does not already ship, in any version. */
export function jarsToInstall(fetched: readonly string[], shipped: readonly string[]): string[] {
  const shippedKeys = new Set(shipped.map(artifactKey).filter((key) => key !== undefined));
  return fetched.filter((name) => {
    const key = artifactKey(name);
    return name.endsWith(".jar") && (key === undefined || !shippedKeys.has(key));
  });
}

/** The Keycloak version a release was built against, read from its pom. */
export function builtForKeycloak(pomXml: string): string | undefined {
  return /<keycloak\.version>\s*([^<\s]+)\s*<\/keycloak\.version>/.exec(pomXml)?.[1];
}

/**
 * Whether two Keycloak versions share major and minor: the extension uses server internals that
 * change between minor releases (26.6 renamed a CORS method every release so far calls).
 */
export function sameMinor(a: string, b: string): boolean {
  return a.split(".").slice(0, 2).join(".") === b.split(".").slice(0, 2).join(".");
}

function fetchDir(version: string): string {
  return join(cacheDir, `${extensionName}-${version}`);
}

async function fetchJars(version: string, log: Log): Promise<string> {
  const dir = fetchDir(version);
  const jars = join(dir, "jars");
  if (existsSync(jars) && readdirSync(jars).some((name) => name.endsWith(".jar"))) return jars;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "pom.xml"), fetchProjectPom(version));
  const result = await withProgress(
    log,
    {
      start: `Fetching keycloak-orgs ${version} through Maven…`,
      still: "still fetching",
      done: "fetched",
    },
    () =>
      runProcess("mvn", [
        "-q",
        "-B",
        "-f",
        join(dir, "pom.xml"),
        "dependency:copy-dependencies",
        `-DoutputDirectory=${jars}.tmp`,
        "-DincludeScope=runtime",
        "-Dmdep.prependGroupId=true",
      ]),
  );
  if (result.error !== undefined || result.status !== 0) {
    rmSync(`${jars}.tmp`, { recursive: true, force: true });
    throw new SetupError(
      `Fetching keycloak-orgs ${version} through Maven failed.\n${lastLines(result.output)}`,
      "Check that Maven Central is reachable and the version exists, or unset GATEHOUSE_EXTENSIONS.",
    );
  }
  renameSync(`${jars}.tmp`, jars);
  return jars;
}

function readPom(version: string): string | undefined {
  const pom = join(
    mavenRepository(),
    "io",
    "phasetwo",
    "keycloak",
    "keycloak-orgs",
    version,
    `keycloak-orgs-${version}.pom`,
  );
  return existsSync(pom) ? readFileSync(pom, "utf8") : undefined;
}

export interface ProviderChanges {
  removed: string[];
  copied: string[];
}

/**
 * Puts exactly `wanted` (file name → source path) into `providers/` under the extension's prefix
 * and removes its other jars. A jar already there with the same size is left untouched: the server
 * rebuilds itself whenever a provider's time stamp changes, which takes a minute.
 */
export function syncProviders(
  providersDir: string,
  wanted: ReadonlyMap<string, string>,
): ProviderChanges {
  mkdirSync(providersDir, { recursive: true });
  const changes: ProviderChanges = { removed: [], copied: [] };
  for (const name of readdirSync(providersDir)) {
    if (name.startsWith(providerPrefix) && !wanted.has(name)) {
      rmSync(join(providersDir, name), { force: true });
      changes.removed.push(name);
    }
  }
  for (const [name, source] of wanted) {
    const target = join(providersDir, name);
    if (existsSync(target) && statSync(target).size === statSync(source).size) continue;
    // Written beside the target and renamed, so a server never sees half a jar.
    copyFileSync(source, `${target}.tmp`);
    renameSync(`${target}.tmp`, target);
    changes.copied.push(name);
  }
  return changes;
}

/**
 * Installs the extension into the server's `providers/` when `GATEHOUSE_EXTENSIONS` names it and
 * removes it otherwise, so a server started without the variable is the usual one again.
 */
export async function ensurePhasetwoOrgs(
  keycloakHome: string,
  log: Log = console.log,
  enabled = enabledExtensions().includes(extensionName),
): Promise<void> {
  const providers = join(keycloakHome, "providers");
  if (!enabled) {
    if (syncProviders(providers, new Map()).removed.length > 0) {
      log("Removed the keycloak-orgs extension; the server rebuilds itself without it.");
      await resetServerBuild(keycloakHome);
    }
    return;
  }
  const phasetwoOrgsVersion = phasetwoOrgsVersionFor(keycloakVersion);
  if (phasetwoOrgsVersion === undefined) {
    log(
      `No keycloak-orgs release works on Keycloak ${keycloakVersion} (there are releases for ${supportedMinors.join(" and ")}); ` +
        "the server starts without it, so the console leaves its Extensions group out. " +
        `KC_VERSION=26.5.7 runs a server that has it, or GATEHOUSE_PHASETWO_ORGS_VERSION installs a release anyway.`,
    );
    if (syncProviders(providers, new Map()).removed.length > 0)
      await resetServerBuild(keycloakHome);
    return;
  }
  const jars = await fetchJars(phasetwoOrgsVersion, log);
  const shipped = readdirSync(join(keycloakHome, "lib", "lib", "main"));
  const wanted = new Map(
    jarsToInstall(readdirSync(jars), shipped).map((name) => [
      `${providerPrefix}${name}`,
      join(jars, name),
    ]),
  );
  const changes = syncProviders(providers, wanted);
  if (changes.copied.length > 0) {
    log(`Installed keycloak-orgs ${phasetwoOrgsVersion}: ${changes.copied.join(", ")}.`);
  }
  // Another version's jars went away, which the server's last build still names.
  if (changes.removed.length > 0) await resetServerBuild(keycloakHome);
  const builtFor = builtForKeycloak(readPom(phasetwoOrgsVersion) ?? "");
  if (builtFor !== undefined && !sameMinor(builtFor, keycloakVersion)) {
    log(
      `Note: keycloak-orgs ${phasetwoOrgsVersion} is built for Keycloak ${builtFor}, this server is ${keycloakVersion}; ` +
        `its API may fail with server errors (see README.md; KC_VERSION=${builtFor} runs the matching server).`,
    );
  }
}
