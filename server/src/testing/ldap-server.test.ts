import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SetupError } from "../setup-error";
import { directoryLdif, findFirst, groupsLdif, saltedSha, slapdConfigLdif } from "./ldap-server";

describe("the test LDAP server's set-up", () => {
  it("says how to install slapd when it is missing", () => {
    const lookUp = () => findFirst(["/nowhere/sbin/slapd"], "slapd");
    expect(lookUp).toThrow(SetupError);
    expect(lookUp).toThrow(/slapd was not found.*apt-get install -y slapd ldap-utils/);
  });

  it("stores passwords as salted SHA-1 that slapd can check", () => {
    const stored = saltedSha("Ada-Ldap-1");
    expect(stored).toMatch(/^\{SSHA\}/);
    const raw = Buffer.from(stored.slice("{SSHA}".length), "base64");
    const digest = raw.subarray(0, 20);
    const salt = raw.subarray(20);
    expect(createHash("sha1").update("Ada-Ldap-1").update(salt).digest()).toEqual(digest);
    expect(saltedSha("Ada-Ldap-1")).not.toBe(stored);
  });

  it("loads the base entry, ou=people and one inetOrgPerson per person", () => {
    const ldif = directoryLdif("dc=example,dc=test", [
      { uid: "ada", password: "pw", firstName: "Ada", lastName: "Lovelace", email: "ada@x.test" },
      { uid: "alan", password: "pw", firstName: "Alan", lastName: "Turing" },
    ]);
    const dns = [...ldif.matchAll(/^dn: (.*)$/gm)].map((match) => match[1]);
    expect(dns).toEqual([
      "dc=example,dc=test",
      "ou=people,dc=example,dc=test",
      "uid=ada,ou=people,dc=example,dc=test",
      "uid=alan,ou=people,dc=example,dc=test",
    ]);
    expect(ldif).toContain("mail: ada@x.test");
    expect(ldif.match(/^mail:/gm)).toHaveLength(1);
  });

  it("loads ou=groups and one groupOfNames per group, its members by DN, only when asked", () => {
    expect(groupsLdif("dc=example,dc=test", undefined)).toBe("");
    const ldif = groupsLdif("dc=example,dc=test", [{ cn: "staff", members: ["ada", "alan"] }]);
    const dns = [...ldif.matchAll(/^dn: (.*)$/gm)].map((match) => match[1]);
    expect(dns).toEqual(["ou=groups,dc=example,dc=test", "cn=staff,ou=groups,dc=example,dc=test"]);
    expect(ldif).toContain("objectClass: groupOfNames");
    expect(ldif.match(/^member: .*$/gm)).toEqual([
      "member: uid=ada,ou=people,dc=example,dc=test",
      "member: uid=alan,ou=people,dc=example,dc=test",
    ]);
  });

  it("keeps configuration and data in the server's own folder", () => {
    const ldif = slapdConfigLdif({
      home: "/scratch/ldap",
      moduleDir: "/usr/lib/ldap",
      schemaDir: "/etc/ldap/schema",
      dataDir: "/scratch/ldap/data",
      baseDn: "dc=example,dc=test",
      bindDn: "cn=admin,dc=example,dc=test",
      bindPassword: "secret",
    });
    expect(ldif).toContain("olcPidFile: /scratch/ldap/slapd.pid");
    expect(ldif).toContain("olcDbDirectory: /scratch/ldap/data");
    expect(ldif).toContain("include: file:///etc/ldap/schema/inetorgperson.ldif");
    expect(ldif).toContain("olcRootDN: cn=admin,dc=example,dc=test");
  });
});
