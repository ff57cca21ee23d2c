import { spawnSync } from "node:child_process";
import type { LdapServer } from "./ldap-server";

/**
 * The `uid`s of the people below the server's users DN, read from the directory itself with
 * `ldapsearch` (ldap-utils, installed with slapd), as its administrator: what a provider wrote
 * there shows here, whatever the realm says.
 */
export function directoryUids(server: LdapServer): string[] {
  const result = spawnSync(
    "ldapsearch",
    [
      "-x",
      "-LLL",
      "-H",
      server.url,
      "-D",
      server.bindDn,
      "-w",
      server.bindPassword,
      "-b",
      server.usersDn,
      "(objectClass=inetOrgPerson)",
      "uid",
    ],
    { encoding: "utf8", timeout: 15_000 },
  );
  if (result.status !== 0)
    throw new Error(`ldapsearch failed (${String(result.status)}): ${result.stderr}`);
  return [...result.stdout.matchAll(/^uid: (.+)$/gm)].map((match) => match[1] ?? "");
}
