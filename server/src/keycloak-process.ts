import { spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import {
  enabledExtensions,
  ensurePhasetwoOrgs,
  extensionName,
  minimumJava,
} from "./extensions/phasetwo-orgs";
import { chooseJdk } from "./jdk";
import { ensureDistribution, keycloakVersion } from "./keycloak-dist";
import { featuresForRelease, readKnownFeatures } from "./keycloak-features";
import { bootstrapAdmin, keycloakPort } from "./keycloak-url";
import { cacheDir } from "./paths";
import { withProgress } from "./progress";
import { ensureSampleUiPage } from "./sample-ui-page";
import { SetupError } from "./setup-error";
import { installThemeJar, removeThemeJar, themeMode, themeServingArgs } from "./theme";

/** Folder for the process id and log files (`KC_STATE_DIR`, default the cache folder). */
function stateDir(): string {
  return process.env.KC_STATE_DIR ?? cacheDir;
}

export function pidFile(): string {
  return join(stateDir(), "keycloak.pid");
}

export function logFile(): string {
  return join(stateDir(), "keycloak.log");
}

/**
 * Off-by-default features the console covers. Organizations are on by default in 26.
 * admin-fine-grained-authz:v2 drives the Permissions section; declarative-ui the page-section routes.
 * A release that does not know one starts without it (see `featuresForRelease`).
 */
export const enabledFeatures = [
  "admin-fine-grained-authz:v2",
  "declarative-ui",
  "workflows",
  "client-types",
  "dpop",
  "quick-theme",
  "passkeys",
  "client-auth-federated",
  "oid4vc-vci",
  "spiffe",
  "kubernetes-service-accounts",
  "parameterized-scopes",
  "client-secret-rotation",
  "recovery-codes",
];

/**
 * The features a server starts with: `GATEHOUSE_KC_FEATURES` (comma-separated) replaces the list,
 * e.g. for a second server with fine-grained admin permissions v1, which cannot run beside v2.
 */
export function serverFeatures(): string[] {
  const override = process.env.GATEHOUSE_KC_FEATURES?.trim();
  if (override === undefined || override === "") return enabledFeatures;
  return override.split(",").map((feature) => feature.trim());
}

const startTimeoutMs = Number(process.env.KC_START_TIMEOUT_MS ?? 300_000);

export interface RunningServer {
  pid: number;
  port: number;
}

/** The pid file holds "<pid> <port>": one server per checkout, and which port it took. */
export function readPidFile(): RunningServer | undefined {
  if (!existsSync(pidFile())) return undefined;
  const [pid, port] = readFileSync(pidFile(), "utf8").trim().split(/\s+/).map(Number);
  if (pid === undefined || !Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, port: port !== undefined && Number.isInteger(port) ? port : keycloakPort() };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether anything accepts TCP connections on the port (Keycloak or not). */
export function portInUse(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => {
      resolve(false);
    });
  });
}

/** Whether a Keycloak answers at the address (its master realm's public endpoint). */
export async function keycloakAnswers(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/realms/master`, {
      signal: AbortSignal.timeout(5_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The running server this project started, if any (a stale pid file is removed). */
export function runningServer(): RunningServer | undefined {
  const server = readPidFile();
  if (server === undefined) return undefined;
  if (isAlive(server.pid)) return server;
  rmSync(pidFile(), { force: true });
  return undefined;
}

/**
 * Whether the server running now was started after `before` was seen: the one a command started
 * itself, and so the only one its Ctrl-C may stop.
 *
 * @example
 * startedSince(undefined, { pid: 42, port: 8080 }); // → true
 * startedSince({ pid: 42, port: 8080 }, { pid: 42, port: 8080 }); // → false
 */
export function startedSince(
  before: RunningServer | undefined,
  now: RunningServer | undefined,
): boolean {
  return now !== undefined && now.pid !== before?.pid;
}

function logTail(lines = 25): string {
  if (!existsSync(logFile())) return "(no log)";
  return readFileSync(logFile(), "utf8").trimEnd().split("\n").slice(-lines).join("\n");
}

export interface StartResult {
  url: string;
  pid: number;
  alreadyRunning: boolean;
}

/**
 * Starts Keycloak in development mode in the background and resolves when it answers.
 * Idempotent: a server this project already started is reused.
 */
export async function startKeycloak(
  log: (line: string) => void = console.log,
): Promise<StartResult> {
  const port = keycloakPort();
  const url = `http://localhost:${String(port)}`;
  const existing = runningServer();
  if (existing !== undefined && existing.port !== port) {
    throw new SetupError(
      `This checkout's Keycloak already runs on port ${String(existing.port)}, not ${String(port)}.`,
      `Use KC_PORT=${String(existing.port)}, or stop it first with "npm run kc:stop".`,
    );
  }
  if (existing !== undefined) {
    if (!(await keycloakAnswers(url))) {
      await withProgress(
        log,
        {
          start: `This checkout's Keycloak (process ${String(existing.pid)}) is still starting…`,
          still: "still waiting for it",
          done: "ready",
        },
        () => waitUntilReady(url, existing.pid),
      );
    }
    return { url, pid: existing.pid, alreadyRunning: true };
  }
  if (await portInUse(port)) {
    const isKeycloak = await keycloakAnswers(url);
    throw new SetupError(
      isKeycloak
        ? `A Keycloak that this project did not start already answers on port ${String(port)}.`
        : `Port ${String(port)} is in use by another program.`,
      isKeycloak
        ? `Use it with KEYCLOAK_URL=${url}, stop it, or choose another port with KC_PORT.`
        : "Stop that program or choose another port with KC_PORT (for example KC_PORT=8181).",
    );
  }

  const home = await ensureDistribution(keycloakVersion, log);
  const withOrgs = enabledExtensions().includes(extensionName);
  const jdk = chooseJdk(undefined, withOrgs ? minimumJava : undefined);
  // Before the start, so the server's build step picks the providers up.
  ensureSampleUiPage(home, log, jdk.home);
  await ensurePhasetwoOrgs(home, log, withOrgs);
  const features = featuresForRelease(serverFeatures(), readKnownFeatures(home, jdk.home));
  if (features.unknown.length > 0)
    log(
      `Keycloak ${keycloakVersion} does not know these features, so they stay off: ${features.unknown.join(", ")}`,
    );
  const mode = themeMode();
  if (mode === "installed") installThemeJar(home);
  else removeThemeJar(home);
  mkdirSync(stateDir(), { recursive: true });
  const output = openSync(logFile(), "a");
  const args = [
    join(home, "bin", "kc.sh"),
    "start-dev",
    `--http-port=${String(port)}`,
    `--http-management-port=${String(Number(process.env.KC_MANAGEMENT_PORT ?? port + 1000))}`,
    ...(features.enabled.length > 0 ? [`--features=${features.enabled.join(",")}`] : []),
    ...themeServingArgs(mode),
  ];
  const child = spawn("bash", args, {
    cwd: home,
    detached: true,
    stdio: ["ignore", output, output],
    env: {
      ...process.env,
      JAVA_HOME: jdk.home,
      KC_BOOTSTRAP_ADMIN_USERNAME: bootstrapAdmin.username,
      KC_BOOTSTRAP_ADMIN_PASSWORD: bootstrapAdmin.password,
    },
  });
  if (child.pid === undefined)
    throw new SetupError("Keycloak could not be started.", `See ${logFile()}.`);
  writeFileSync(pidFile(), `${String(child.pid)} ${String(port)}`);
  child.unref();
  const pid = child.pid;
  await withProgress(
    log,
    {
      start: `Starting Keycloak ${keycloakVersion} on ${url} with Java ${String(jdk.major)}${mode === "installed" ? ", the theme JAR installed" : ""} (log: ${logFile()})…`,
      // The first start also builds the server, which takes a minute or two.
      still: "still starting",
      done: "started",
    },
    () => waitUntilReady(url, pid),
  );
  return { url, pid: child.pid, alreadyRunning: false };
}

async function waitUntilReady(url: string, pid: number): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (await keycloakAnswers(url)) return;
    if (!isAlive(pid)) {
      rmSync(pidFile(), { force: true });
      throw new SetupError(
        `Keycloak stopped while starting. Last lines of its log:\n${logTail()}`,
        `See ${logFile()}.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new SetupError(
    `Keycloak did not answer at ${url} within ${String(startTimeoutMs / 1000)} s. Last lines of its log:\n${logTail()}`,
    `See ${logFile()}; stop it with "npm run kc:stop".`,
  );
}

/** Stops the server this project started: its whole process group, politely first. */
export async function stopKeycloak(log: (line: string) => void = console.log): Promise<boolean> {
  const pid = runningServer()?.pid;
  if (pid === undefined) return false;
  log(`Stopping Keycloak (process ${String(pid)})…`);
  signalGroup(pid, "SIGTERM");
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  if (isAlive(pid)) signalGroup(pid, "SIGKILL");
  rmSync(pidFile(), { force: true });
  return true;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    // The server was started detached, so its process id is also its process group id.
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}
