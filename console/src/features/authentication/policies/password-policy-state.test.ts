import { describe, expect, it } from "vitest";
import {
  addablePolicyTypes,
  newPolicyEntry,
  parsePasswordPolicy,
  passwordPolicyString,
  refusedPolicy,
} from "./password-policy-state";

const types = [
  { id: "length", displayName: "Minimum Length", configType: "int", defaultValue: "8" },
  { id: "notUsername", displayName: "Not Username" },
  {
    id: "regexPattern",
    displayName: "Regular Expression",
    configType: "String",
    multipleSupported: true,
  },
];

describe("password policy state", () => {
  it("reads the policy string as the server writes it", () => {
    expect(parsePasswordPolicy("length(12) and notUsername and regexPattern(^(a|b)+$)")).toEqual([
      { type: "length", value: "12" },
      { type: "notUsername", value: "" },
      { type: "regexPattern", value: "^(a|b)+$" },
    ]);
    expect(parsePasswordPolicy("")).toEqual([]);
    expect(parsePasswordPolicy(undefined)).toEqual([]);
  });

  it("writes types without a value bare, and trims values", () => {
    expect(
      passwordPolicyString(
        [
          { type: "length", value: " 12 " },
          { type: "notUsername", value: "" },
        ],
        types,
      ),
    ).toBe("length(12) and notUsername");
  });

  it("offers each type once, in name order", () => {
    expect(
      addablePolicyTypes([{ type: "regexPattern", value: "x" }], types).map((type) => type.id),
    ).toEqual(["length", "notUsername"]);
  });

  it("starts a new entry from the server's default", () => {
    expect(newPolicyEntry(types[0] ?? { id: "" })).toEqual({ type: "length", value: "8" });
    expect(newPolicyEntry(types[1] ?? { id: "" })).toEqual({ type: "notUsername", value: "" });
  });

  it("finds the refused policy in the server's words", () => {
    expect(refusedPolicy("Invalid config for length: Not a valid number")).toEqual({
      id: "length",
      reason: "Not a valid number",
    });
    expect(refusedPolicy("Something else")).toBeUndefined();
  });
});
