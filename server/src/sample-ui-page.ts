import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "./paths";
import { SetupError } from "./setup-error";
import { filesUnder, isOutputStale, modifiedAt } from "./staleness";

/**
 * The sample extension, one jar of tiny Keycloak providers the console's end-to-end tests need
 * because Keycloak ships none of their kind: the declarative UI page "reminders" (page-section
 * screens) and the user-storage provider "sample-user-store" (the page of a custom user
 * federation provider). One jar keeps to one compile and one server rebuild.
 */
export const sampleUiPageDir = join(repoRoot, "server", "extensions", "sample-ui-page");

export const sampleUiPageJarName = "gatehouse-sample-ui-page.jar";

function requireTool(tool: "javac" | "jar", javaHome?: string): string {
  const fromHome = javaHome === undefined ? undefined : join(javaHome, "bin", tool);
  const command = fromHome !== undefined && existsSync(fromHome) ? fromHome : tool;
  const probe = spawnSync(command, ["--version"], { encoding: "utf8" });
  if (probe.error !== undefined || probe.status !== 0) {
    throw new SetupError(
      `The JDK tool "${tool}" is needed to build the sample providers, and it was not found.`,
      'Install a full JDK, not only a runtime (Debian: "apt-get install openjdk-17-jdk-headless"), or point JAVA_HOME at one.',
    );
  }
  return command;
}

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) {
    const output = `${result.stdout}\n${result.stderr}`.trim().split("\n").slice(-15).join("\n");
    throw new SetupError(`${what} failed.\n${output}`, `Check the sources in ${sampleUiPageDir}.`);
  }
}

/**
 * Builds the sample providers into the distribution's `providers/` folder when the jar is
 * missing or older than its sources; otherwise leaves it alone. Returns whether it built.
 */
export function ensureSampleUiPage(
  keycloakHome: string,
  log: (line: string) => void = console.log,
  javaHome?: string,
): boolean {
  const jar = join(keycloakHome, "providers", sampleUiPageJarName);
  const javaSources = filesUnder(join(sampleUiPageDir, "src", "main", "java")).filter((file) =>
    file.endsWith(".java"),
  );
  const resources = join(sampleUiPageDir, "src", "main", "resources");
  const sources = [...javaSources, ...filesUnder(resources)];
  if (
    !isOutputStale(
      modifiedAt(jar),
      sources.map((file) => statSync(file).mtimeMs),
    )
  )
    return false;

  const javac = requireTool("javac", javaHome);
  const jarTool = requireTool("jar", javaHome);
  log("Building the sample providers…");
  const work = mkdtempSync(join(tmpdir(), "gatehouse-ui-page-"));
  try {
    const classes = join(work, "classes");
    mkdirSync(classes);
    const classpath = join(keycloakHome, "lib", "lib", "main", "*");
    run(
      javac,
      ["--release", "17", "-nowarn", "-cp", classpath, "-d", classes, ...javaSources],
      "Compiling the sample providers",
    );
    if (existsSync(resources)) cpSync(resources, classes, { recursive: true });
    const built = join(work, sampleUiPageJarName);
    run(
      jarTool,
      ["--create", "--file", built, "-C", classes, "."],
      "Packaging the sample providers",
    );
    mkdirSync(join(keycloakHome, "providers"), { recursive: true });
    // Written beside the target and renamed, so a server never sees half a jar.
    const staging = `${jar}.tmp`;
    copyFileSync(built, staging);
    renameSync(staging, jar);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return true;
}
