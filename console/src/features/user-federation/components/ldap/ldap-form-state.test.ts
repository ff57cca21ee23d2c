import { describe, expect, it } from "vitest";
import {
  connectionTestFrom,
  keptCredentialWithNewTarget,
  isLdapFilter,
  isLdapUrl,
  ldapComponentFrom,
  ldapFormValues,
  maskedSecret,
  newLdapDefaults,
} from "./ldap-form-state";

const stored = {
  id: "p1",
  name: "Directory",
  providerId: "ldap",
  providerType: "org.keycloak.storage.UserStorageProvider",
  parentId: "realm-id",
  config: {
    connectionUrl: ["ldap://ldap.test:389"],
    bindDn: ["cn=admin"],
    bindCredential: [maskedSecret],
    usersDn: ["ou=people"],
    fullSyncPeriod: ["3600"],
    changedSyncPeriod: ["-1"],
    customAttribute: ["kept"],
  },
};

describe("ldapFormValues", () => {
  it("starts a new provider from the defaults", () => {
    const values = ldapFormValues();
    expect(values.name).toBe("ldap");
    expect(values.config).toEqual(newLdapDefaults);
    expect(values.config["uuidLDAPAttribute"]).toBe("entryUUID");
  });

  it("reads the first value of each stored key and the periods as switches", () => {
    const values = ldapFormValues(stored);
    expect(values.name).toBe("Directory");
    expect(values.config["connectionUrl"]).toBe("ldap://ldap.test:389");
    expect(values.config["periodicFullSync"]).toBe("true");
    expect(values.config["fullSyncPeriod"]).toBe("3600");
    // An off period shows the usual one, ready when the switch is turned on.
    expect(values.config["periodicChangedUsersSync"]).toBe("false");
    expect(values.config["changedSyncPeriod"]).toBe("86400");
    expect(values.config["customAttribute"]).toBe("kept");
  });
});

describe("ldapComponentFrom", () => {
  it("writes lists, keeps the stored fields and leaves empty values out", () => {
    const values = ldapFormValues(stored);
    values.config["customUserSearchFilter"] = "  ";
    const component = ldapComponentFrom(values, "other-realm", stored);
    expect(component.id).toBe("p1");
    expect(component.parentId).toBe("realm-id");
    expect(component.config?.["connectionUrl"]).toEqual(["ldap://ldap.test:389"]);
    expect(component.config?.["customUserSearchFilter"]).toBeUndefined();
    expect(component.config?.["customAttribute"]).toEqual(["kept"]);
    // The mask tells the server to keep the stored credential.
    expect(component.config?.["bindCredential"]).toEqual([maskedSecret]);
    expect(component.config?.["periodicFullSync"]).toBeUndefined();
  });

  it("turns the sync switches into periods, -1 when off", () => {
    const values = ldapFormValues(stored);
    values.config["periodicFullSync"] = "false";
    values.config["periodicChangedUsersSync"] = "true";
    values.config["changedSyncPeriod"] = "600";
    const config = ldapComponentFrom(values, "r").config ?? {};
    expect(config["fullSyncPeriod"]).toEqual(["-1"]);
    expect(config["changedSyncPeriod"]).toEqual(["600"]);
  });

  it("drops the bind DN and credential of an anonymous bind", () => {
    const values = ldapFormValues(stored);
    values.config["authType"] = "none";
    const config = ldapComponentFrom(values, "r").config ?? {};
    expect(config["bindDn"]).toBeUndefined();
    expect(config["bindCredential"]).toBeUndefined();
  });

  it("gives a new provider the realm as parent and trims the name", () => {
    const values = { ...ldapFormValues(), name: "  Corporate  " };
    const component = ldapComponentFrom(values, "realm-id");
    expect(component.parentId).toBe("realm-id");
    expect(component.name).toBe("Corporate");
    expect(component.providerId).toBe("ldap");
  });
});

describe("connectionTestFrom", () => {
  it("sends a typed credential, vault references included", () => {
    const values = ldapFormValues(stored);
    values.config["bindCredential"] = "${vault.ldap}";
    const body = connectionTestFrom(values, "testAuthentication", undefined);
    expect(body.bindCredential).toBe("${vault.ldap}");
    expect(body.componentId).toBeUndefined();
  });

  it("sends the mask only with the stored provider, whose credential the server then uses", () => {
    const body = connectionTestFrom(ldapFormValues(stored), "testAuthentication", "p1");
    expect(body.bindCredential).toBe(maskedSecret);
    expect(body.componentId).toBe("p1");
    expect(body.connectionUrl).toBe("ldap://ldap.test:389");
    const unsaved = connectionTestFrom(ldapFormValues(stored), "testAuthentication", undefined);
    expect(unsaved.bindCredential).toBeUndefined();
  });
});

describe("keptCredentialWithNewTarget", () => {
  it("is true only with the credential kept and the URL or bind DN changed", () => {
    const storedValues = ldapFormValues(stored);
    const moved = ldapFormValues(stored);
    moved.config["connectionUrl"] = "ldap://elsewhere.test:389";
    expect(keptCredentialWithNewTarget(moved, storedValues.config)).toBe(true);
    expect(keptCredentialWithNewTarget(storedValues, storedValues.config)).toBe(false);
    moved.config["bindCredential"] = "typed again";
    expect(keptCredentialWithNewTarget(moved, storedValues.config)).toBe(false);
    expect(keptCredentialWithNewTarget(ldapFormValues(stored), undefined)).toBe(false);
  });
});

describe("isLdapFilter", () => {
  it.each([
    ["(objectClass=person)", true],
    ["(&(objectClass=person)(mail=*))", true],
    [" (uid=a) ", true],
    ["objectClass=person", false],
    ["(objectClass=person", false],
    ["(a))(", false],
    ["(a)(b)", false],
    ["(&(a)(b)", false],
  ])("%s → %s", (filter, expected) => {
    expect(isLdapFilter(filter)).toBe(expected);
  });
});

describe("isLdapUrl", () => {
  it.each([
    ["ldap://ldap.test", true],
    ["ldaps://ldap.test:636", true],
    ["ldap://a.test ldaps://b.test", true],
    ["http://ldap.test", false],
    ["ldap.test", false],
    ["ldap://", false],
  ])("%s → %s", (url, expected) => {
    expect(isLdapUrl(url)).toBe(expected);
  });
});
