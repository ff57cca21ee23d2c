import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import {
  entryOfType,
  isLightweightDefaultOn,
  lightweightPolicyName,
  lightweightProfileName,
  NameTakenError,
  occurrenceAt,
  parseJsonList,
  policyFromForm,
  profileFromForm,
  profileRows,
  providerConfigFormValues,
  providerConfigFromForm,
  putNamed,
  withLightweightPolicy,
  withLightweightProfile,
  withEntryAt,
  withNewEntry,
} from "./client-policies-state";

const authenticatorProperties: ConfigPropertyRepresentation[] = [
  { name: "allowed-client-authenticators", type: "MultivaluedList" },
  { name: "default-client-authenticator", type: "List" },
  { name: "auto-configure", type: "boolean", defaultValue: "false" },
  { name: "max-age", type: "Integer" },
];

describe("client policies state", () => {
  it("lists the realm's profiles before the global ones, marking which is which", () => {
    const rows = profileRows({
      profiles: [{ name: "mine" }],
      globalProfiles: [{ name: "fapi-1-baseline" }],
    });
    expect(rows.map((row) => [row.name, row.isGlobal])).toEqual([
      ["mine", false],
      ["fapi-1-baseline", true],
    ]);
  });

  it("keeps a profile's executors and a policy's conditions and state when their form saves", () => {
    const executors = [{ executor: "pkce-enforcer", configuration: { "auto-configure": true } }];
    expect(
      profileFromForm({ name: " strict ", description: "d" }, { name: "strict", executors }),
    ).toEqual({ name: "strict", description: "d", executors });
    const conditions = [{ condition: "any-client", configuration: {} }];
    expect(
      policyFromForm(
        { name: "p", description: "", profiles: ["strict"] },
        { name: "p", enabled: false, conditions },
      ),
    ).toEqual({ name: "p", description: "", enabled: false, conditions, profiles: ["strict"] });
    expect(policyFromForm({ name: "new", description: "", profiles: [] }).enabled).toBe(true);
  });

  it("adds an entry only under a name neither the realm nor the server's globals use", () => {
    expect(withNewEntry([{ name: "a" }], { name: "b" }, ["global"])).toEqual([
      { name: "a" },
      { name: "b" },
    ]);
    expect(() => withNewEntry([{ name: "a" }], { name: "a" }, [])).toThrow(NameTakenError);
    expect(() => withNewEntry([], { name: "global" }, ["global"])).toThrow(NameTakenError);
  });

  it("replaces an entry in place and appends one that is new", () => {
    const list = [{ name: "a", description: "1" }, { name: "b" }];
    expect(putNamed(list, "a", { name: "a", description: "2" })).toEqual([
      { name: "a", description: "2" },
      { name: "b" },
    ]);
    expect(putNamed(list, "c", { name: "c" })).toHaveLength(3);
  });

  it("sends an executor's configuration as JSON: lists as lists, switches as booleans", () => {
    const values = providerConfigFormValues(
      { "allowed-client-authenticators": ["client-secret-jwt"], "unknown-key": "kept" },
      authenticatorProperties,
    );
    expect(values).toEqual({
      "allowed-client-authenticators": ["client-secret-jwt"],
      "default-client-authenticator": "",
      "auto-configure": false,
      "max-age": "",
    });
    expect(
      providerConfigFromForm(
        { ...values, "default-client-authenticator": "client-secret-jwt", "auto-configure": true },
        authenticatorProperties,
        { "unknown-key": "kept", "max-age": "60" },
      ),
    ).toEqual({
      "unknown-key": "kept",
      "allowed-client-authenticators": ["client-secret-jwt"],
      "default-client-authenticator": "client-secret-jwt",
      "auto-configure": true,
    });
  });

  it("turns the lightweight default on with a profile and an enabled any-client policy", () => {
    const profiles = withLightweightProfile([{ name: "other" }], true, "profile");
    expect(profiles).toEqual([
      { name: "other" },
      {
        name: lightweightProfileName,
        description: "profile",
        executors: [{ executor: "use-lightweight-access-token", configuration: {} }],
      },
    ]);
    const policies = withLightweightPolicy([{ name: "other", enabled: true }], true, "policy");
    expect(policies[1]).toEqual({
      name: lightweightPolicyName,
      description: "policy",
      enabled: true,
      conditions: [{ condition: "any-client", configuration: {} }],
      profiles: [lightweightProfileName],
    });
    expect(isLightweightDefaultOn(policies)).toBe(true);
    expect(isLightweightDefaultOn([{ ...policies[1], enabled: false }])).toBe(false);
    expect(withLightweightPolicy(policies, false, "policy")).toEqual([
      { name: "other", enabled: true },
    ]);
    expect(withLightweightProfile(profiles, false, "profile")).toEqual([{ name: "other" }]);
  });

  it("reads the JSON view's text only as a named list of named, distinct entries", () => {
    expect(parseJsonList('{"profiles": [{"name": "a"}]}', "profiles")).toEqual({
      ok: true,
      entries: [{ name: "a" }],
    });
    expect(parseJsonList("{", "profiles")).toEqual({ ok: false, problem: "notJson" });
    expect(parseJsonList('[{"name": "a"}]', "profiles")).toEqual({
      ok: false,
      problem: "notList",
    });
    expect(parseJsonList('{"policies": [{"name": " "}]}', "policies")).toEqual({
      ok: false,
      problem: "unnamed",
    });
    expect(parseJsonList('{"policies": [{"name": "a"}, {"name": "a"}]}', "policies")).toEqual({
      ok: false,
      problem: "duplicate",
    });
  });

  it("finds an executor or condition by the type the address names, and puts one in its place", () => {
    const entries = [
      { type: "pkce-enforcer", configuration: {} },
      { type: "secure-session", configuration: { a: 1 } },
      { type: "secure-session", configuration: { a: 2 } },
    ];
    expect(entryOfType(entries, "secure-session")).toEqual({ entry: entries[1], index: 1 });
    expect(entryOfType(entries, undefined)).toEqual({ entry: undefined, index: -1 });
    expect(entryOfType(entries, "missing").index).toBe(-1);
    // A type used twice: the address names the later one by its occurrence.
    expect(entryOfType(entries, "secure-session", 1)).toEqual({ entry: entries[2], index: 2 });
    expect(entryOfType(entries, "secure-session", 2).index).toBe(-1);
    expect(entryOfType(entries, "secure-session", -1).index).toBe(-1);
    expect(entries.map((_entry, at) => occurrenceAt(entries, at))).toEqual([0, 0, 1]);
    expect(withEntryAt(["a", "b"], 1, "c")).toEqual(["a", "c"]);
    expect(withEntryAt(["a", "b"], -1, "c")).toEqual(["a", "b", "c"]);
  });
});
