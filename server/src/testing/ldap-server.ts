import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { portInUse } from "../keycloak-process";
import { SetupError } from "../setup-error";

/** A person of the test directory: an `inetOrgPerson` below `ou=people`. */
export interface LdapPerson {
  /** The `uid`, which Keycloak's LDAP provider takes as the username by default. */
  uid: string;
  password: string;
  firstName: string;
  lastName: string;
  email?: string;
}

export interface LdapServerOptions {
  /** Base DN of the directory, e.g. `dc=example,dc=test`. */
  baseDn?: string;
  people?: readonly LdapPerson[];
  /** Groups below `ou=groups`; without them the directory has no `ou=groups` at all. */
  groups?: readonly LdapGroup[];
}

/** A group of the test directory: a `groupOfNames` below `ou=groups` whose members are people. */
export interface LdapGroup {
  cn: string;
  /** The members' `uid`s; a `groupOfNames` needs at least one. */
  members: readonly string[];
}

/** Two groups of the default people, for specs that map the directory's groups. */
export const defaultLdapGroups: readonly LdapGroup[] = [
  { cn: "engineers", members: ["ada", "alan"] },
  { cn: "admirals", members: ["grace"] },
];

/** A running slapd of the tests' own, with what a user-federation provider needs to reach it. */
export interface LdapServer extends AsyncDisposable {
  /** `ldap://127.0.0.1:<port>`: the server listens on the loopback interface only. */
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly baseDn: string;
  /** Where the people are, the provider's "users DN". */
  readonly usersDn: string;
  /** Where the groups are (`ou=groups`), present only when the server was started with groups. */
  readonly groupsDn: string;
  /** The directory's administrator, for the provider's bind. */
  readonly bindDn: string;
  readonly bindPassword: string;
  readonly people: readonly LdapPerson[];
  /** Stops the server (by its pid) and removes its configuration and database. */
  stop(): Promise<void>;
}

/** People loaded when the caller names none. */
export const defaultLdapPeople: readonly LdapPerson[] = [
  {
    uid: "ada",
    password: "Ada-Ldap-1",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.test",
  },
  {
    uid: "grace",
    password: "Grace-Ldap-1",
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.test",
  },
  { uid: "alan", password: "Alan-Ldap-1", firstName: "Alan", lastName: "Turing" },
];

/** Where Debian puts the server, its modules and its schemas (slapd is not on a user's PATH). */
const slapdCandidates = ["/usr/sbin/slapd", "/usr/local/sbin/slapd", "/usr/libexec/slapd"];
const moduleDirs = ["/usr/lib/ldap", "/usr/lib64/openldap", "/usr/lib/openldap"];
const schemaDirs = ["/etc/ldap/schema", "/etc/openldap/schema"];

const startTimeoutMs = 20_000;
const stopTimeoutMs = 5_000;

/**
 * Starts an OpenLDAP server of its own for a test run: a fresh configuration and database in a
 * temporary folder, listening on a free loopback port, run as the current user. Nothing system-wide
 * is read or changed apart from slapd's modules and schemas.
 *
 * @example
 * await using ldap = await startLdapServer();
 * // ldap.url, ldap.usersDn, ldap.bindDn, ldap.bindPassword configure an LDAP provider.
 */
export async function startLdapServer(options: LdapServerOptions = {}): Promise<LdapServer> {
  const baseDn = options.baseDn ?? "dc=example,dc=test";
  const people = options.people ?? defaultLdapPeople;
  const slapd = findFirst(slapdCandidates, "slapd");
  const moduleDir = findFirst(moduleDirs, "module folder");
  const schemaDir = findFirst(schemaDirs, "schema folder");
  const home = mkdtempSync(join(tmpdir(), "gatehouse-ldap-"));
  const bindDn = `cn=admin,${baseDn}`;
  const bindPassword = randomBytes(12).toString("hex");
  try {
    const configDir = join(home, "slapd.d");
    const dataDir = join(home, "data");
    mkdirSync(configDir);
    mkdirSync(dataDir);
    const configLdif = join(home, "config.ldif");
    writeFileSync(
      configLdif,
      slapdConfigLdif({ home, moduleDir, schemaDir, dataDir, baseDn, bindDn, bindPassword }),
    );
    const dataLdif = join(home, "data.ldif");
    writeFileSync(dataLdif, directoryLdif(baseDn, people) + groupsLdif(baseDn, options.groups));
    // slapadd is slapd itself under another name; -T picks that tool without a link of our own.
    runTool(slapd, ["-T", "add", "-n", "0", "-F", configDir, "-l", configLdif], "configuration");
    runTool(slapd, ["-T", "add", "-b", baseDn, "-F", configDir, "-l", dataLdif], "directory data");
    const { child, port } = await launch(slapd, configDir, join(home, "slapd.pid"));
    const url = `ldap://127.0.0.1:${String(port)}`;
    const stop = () => stopServer(child, home);
    return {
      url,
      port,
      pid: child.pid ?? 0,
      baseDn,
      usersDn: `ou=people,${baseDn}`,
      groupsDn: `ou=groups,${baseDn}`,
      bindDn,
      bindPassword,
      people,
      stop,
      [Symbol.asyncDispose]: stop,
    };
  } catch (error) {
    rmSync(home, { recursive: true, force: true });
    throw error;
  }
}

const installHint = "Debian: DEBIAN_FRONTEND=noninteractive apt-get install -y slapd ldap-utils";

/**
 * The first of `candidates` that exists. A missing OpenLDAP is a set-up problem with a clear fix,
 * said in the message itself since test runners show only that.
 */
export function findFirst(candidates: readonly string[], what: string): string {
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found !== undefined) return found;
  throw new SetupError(
    `OpenLDAP's ${what} was not found (looked in ${candidates.join(", ")}); the user federation tests start a slapd of their own. Install it (${installHint}).`,
    `Install OpenLDAP (${installHint}).`,
  );
}

function runTool(slapd: string, args: string[], what: string): void {
  const result = spawnSync(slapd, args, { encoding: "utf8", timeout: startTimeoutMs });
  if (result.status !== 0) {
    throw new Error(
      `Loading the LDAP ${what} failed (${String(result.status ?? result.signal)}):\n${result.stderr}${result.stdout}`,
    );
  }
}

/** A port nobody listens on now; slapd binds it right after, and a lost race is tried again. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (address !== null && typeof address === "object") resolve(address.port);
        else reject(new Error("No free port for the LDAP server."));
      });
    });
  });
}

const launchAttempts = 3;

async function launch(
  slapd: string,
  configDir: string,
  pidFile: string,
): Promise<{ child: ChildProcess; port: number }> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= launchAttempts; attempt++) {
    const port = await freePort();
    // -d 0 keeps slapd in the foreground: this process holds its pid and reads its errors.
    const child = spawn(
      slapd,
      ["-d", "0", "-F", configDir, "-h", `ldap://127.0.0.1:${String(port)}/`],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    try {
      await waitUntilListening(child, port, pidFile, () => output);
      // Its start-up output has served; the pipes are drained so slapd never blocks on them.
      child.stdout.off("data", collect).resume();
      child.stderr.off("data", collect).resume();
      return { child, port };
    } catch (error) {
      lastError = error;
      await stopServer(child, undefined);
    }
  }
  throw lastError;
}

/** Until slapd has written its pid file, which it does once it listens, and the port answers. */
async function waitUntilListening(
  child: ChildProcess,
  port: number,
  pidFile: string,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `slapd ended at start (${String(child.exitCode ?? child.signalCode)}):\n${output()}`,
      );
    }
    if (existsSync(pidFile) && (await portInUse(port))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `slapd did not listen on port ${String(port)} within ${String(startTimeoutMs)} ms:\n${output()}`,
  );
}

async function stopServer(child: ChildProcess, home: string | undefined): Promise<void> {
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
    const exited = new Promise<void>((resolve) => {
      child.once("exit", () => {
        resolve();
      });
    });
    process.kill(child.pid, "SIGTERM");
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((resolve) => {
        setTimeout(() => {
          resolve(true);
        }, stopTimeoutMs);
      }),
    ]);
    if (timedOut) {
      process.kill(child.pid, "SIGKILL");
      await exited;
    }
  }
  if (home !== undefined) rmSync(home, { recursive: true, force: true });
}

interface ConfigParts {
  home: string;
  moduleDir: string;
  schemaDir: string;
  dataDir: string;
  baseDn: string;
  bindDn: string;
  bindPassword: string;
}

/** slapd's own configuration (cn=config): the mdb back end, three schemas, one database. */
export function slapdConfigLdif(parts: ConfigParts): string {
  const { home, moduleDir, schemaDir, dataDir, baseDn, bindDn, bindPassword } = parts;
  return [
    entry("cn=config", ["objectClass: olcGlobal", `olcPidFile: ${join(home, "slapd.pid")}`]),
    entry("cn=module,cn=config", [
      "objectClass: olcModuleList",
      `olcModulePath: ${moduleDir}`,
      "olcModuleLoad: back_mdb",
    ]),
    entry("cn=schema,cn=config", ["objectClass: olcSchemaConfig"]),
    ...["core", "cosine", "inetorgperson"].map(
      (schema) => `include: file://${join(schemaDir, `${schema}.ldif`)}\n`,
    ),
    entry("olcDatabase={-1}frontend,cn=config", [
      "objectClass: olcDatabaseConfig",
      "objectClass: olcFrontendConfig",
    ]),
    entry("olcDatabase={0}config,cn=config", [
      "objectClass: olcDatabaseConfig",
      // Nobody changes the configuration over the network.
      "olcAccess: to * by * none",
    ]),
    entry("olcDatabase={1}mdb,cn=config", [
      "objectClass: olcDatabaseConfig",
      "objectClass: olcMdbConfig",
      `olcSuffix: ${baseDn}`,
      `olcDbDirectory: ${dataDir}`,
      `olcRootDN: ${bindDn}`,
      `olcRootPW: ${bindPassword}`,
      "olcDbMaxSize: 67108864",
      "olcAccess: to attrs=userPassword by self write by anonymous auth by * none",
      "olcAccess: to * by * read",
    ]),
  ].join("\n");
}

/** The base entry, `ou=people` and one `inetOrgPerson` per person. */
export function directoryLdif(baseDn: string, people: readonly LdapPerson[]): string {
  const topRdn = baseDn.split(",")[0] ?? "";
  const [attribute = "dc", value = ""] = topRdn.split("=");
  const base = entry(baseDn, [
    "objectClass: top",
    attribute === "o" ? "objectClass: organization" : "objectClass: dcObject",
    ...(attribute === "o" ? [] : ["objectClass: organization", `o: ${value}`]),
    `${attribute}: ${value}`,
  ]);
  const peopleDn = `ou=people,${baseDn}`;
  const ou = entry(peopleDn, ["objectClass: organizationalUnit", "ou: people"]);
  const persons = people.map((person) =>
    entry(`uid=${person.uid},${peopleDn}`, [
      "objectClass: inetOrgPerson",
      `uid: ${person.uid}`,
      `cn: ${person.firstName} ${person.lastName}`,
      `givenName: ${person.firstName}`,
      `sn: ${person.lastName}`,
      ...(person.email === undefined ? [] : [`mail: ${person.email}`]),
      `userPassword: ${saltedSha(person.password)}`,
    ]),
  );
  return [base, ou, ...persons].join("\n");
}

/** `ou=groups` and one `groupOfNames` per group, its members by their DN; nothing without groups. */
export function groupsLdif(baseDn: string, groups: readonly LdapGroup[] | undefined): string {
  if (groups === undefined || groups.length === 0) return "";
  const groupsDn = `ou=groups,${baseDn}`;
  const ou = entry(groupsDn, ["objectClass: organizationalUnit", "ou: groups"]);
  const entries = groups.map((group) =>
    entry(`cn=${group.cn},${groupsDn}`, [
      "objectClass: groupOfNames",
      `cn: ${group.cn}`,
      ...group.members.map((uid) => `member: uid=${uid},ou=people,${baseDn}`),
    ]),
  );
  return ["", ou, ...entries].join("\n");
}

function entry(dn: string, lines: string[]): string {
  return `dn: ${dn}\n${lines.join("\n")}\n`;
}

/** `{SSHA}` as slapd stores passwords: SHA-1 of password and salt, then the salt, in base64. */
export function saltedSha(password: string): string {
  const salt = randomBytes(8);
  const digest = createHash("sha1").update(password).update(salt).digest();
  return `{SSHA}${Buffer.concat([digest, salt]).toString("base64")}`;
}
