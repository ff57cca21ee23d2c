import { describe, expect, it } from "vitest";
import { policyFormValues, policyFrom, storedDateTimeOf } from "./form-state";
import { dateTimeOrderProblem, regexProblem, timeRangeProblem } from "./policy-validation";
import { creatablePolicyTypes, policyTypeName } from "./policy-types";

const base = { name: " p ", description: " d ", logic: "NEGATIVE" as const };

describe("policy form state", () => {
  it("keeps a role policy's roles with their required flags and fetch roles", () => {
    const values = policyFormValues({
      ...base,
      type: "role",
      roles: [{ id: "r1", required: true }, { id: "r2" }],
      fetchRoles: true,
    });
    expect(values.roles).toEqual([
      { id: "r1", required: true },
      { id: "r2", required: false },
    ]);
    expect(policyFrom("role", values)).toEqual({
      type: "role",
      name: "p",
      description: "d",
      logic: "NEGATIVE",
      roles: [
        { id: "r1", required: true },
        { id: "r2", required: false },
      ],
      fetchRoles: true,
    });
  });

  it("sends a group policy's groups by id with extend to children, and its claim", () => {
    const values = policyFormValues({
      type: "group",
      groups: [{ id: "g1", extendChildren: true }],
      groupsClaim: "groups",
    });
    expect(values.groups).toEqual([{ id: "g1", path: "", extendChildren: true }]);
    const sent = policyFrom("group", values);
    expect(sent.groups).toEqual([{ id: "g1", extendChildren: true }]);
    expect(sent.groupsClaim).toBe("groups");
    expect(policyFrom("group", { ...values, groupsClaim: " " }).groupsClaim).toBeUndefined();
  });

  it("sends users, clients and client scopes by id", () => {
    const values = policyFormValues({
      users: ["u1"],
      clients: ["c1"],
      clientScopes: [{ id: "s1", required: true }],
    });
    expect(policyFrom("user", values).users).toEqual(["u1"]);
    expect(policyFrom("client", values).clients).toEqual(["c1"]);
    expect(policyFrom("client-scope", values).clientScopes).toEqual([{ id: "s1", required: true }]);
    // Another type's fields stay out of what is sent.
    expect(policyFrom("user", values).clients).toBeUndefined();
  });

  it("turns the time policy's dates into the server's form and leaves out empty bounds", () => {
    const values = policyFormValues({
      notBefore: "2030-01-02 03:04:05",
      hour: "8",
      hourEnd: "17",
    });
    expect(values.notBefore).toBe("2030-01-02T03:04:05");
    const sent = policyFrom("time", { ...values, notOnOrAfter: "2031-01-01T00:00" });
    expect(sent).toMatchObject({
      notBefore: "2030-01-02 03:04:05",
      notOnOrAfter: "2031-01-01 00:00:00",
      hour: "8",
      hourEnd: "17",
    });
    expect(sent.month).toBeUndefined();
    expect(storedDateTimeOf("")).toBe("");
  });

  it("sends a regex policy's claim, pattern and context switch", () => {
    const values = policyFormValues({
      targetClaim: "email",
      pattern: "^a.*",
      targetContextAttributes: true,
    });
    expect(policyFrom("regex", values)).toMatchObject({
      targetClaim: "email",
      pattern: "^a.*",
      targetContextAttributes: true,
    });
  });

  it("takes an aggregate's policies from its associated policies", () => {
    const values = policyFormValues({ decisionStrategy: "AFFIRMATIVE" }, ["p1", "p2"]);
    expect(policyFrom("aggregate", values)).toMatchObject({
      policies: ["p1", "p2"],
      decisionStrategy: "AFFIRMATIVE",
    });
  });

  it("sends an unknown type's stored settings back unchanged", () => {
    const stored = { id: "x", type: "custom", name: "old", config: { a: "b" } };
    expect(policyFrom("custom", { ...policyFormValues(stored), name: "new" }, stored)).toEqual({
      id: "x",
      type: "custom",
      name: "new",
      description: "",
      logic: "POSITIVE",
      config: { a: "b" },
    });
  });
});

describe("policy validation", () => {
  const values = policyFormValues();
  it("refuses a pattern that does not compile", () => {
    expect(regexProblem("[a-")).toBe("authorization.policies.form.regexInvalid");
    expect(regexProblem("^[a-z]+$")).toBeUndefined();
  });

  it("checks time ranges for numbers, bounds and order", () => {
    expect(timeRangeProblem({ ...values, hour: "24" }, "hour")).toBe(
      "authorization.policies.form.outOfRange",
    );
    expect(timeRangeProblem({ ...values, month: "x" }, "month")).toBe(
      "authorization.policies.form.notANumber",
    );
    expect(timeRangeProblem({ ...values, hour: "10", hourEnd: "5" }, "hourEnd")).toBe(
      "authorization.policies.form.endBeforeStart",
    );
    expect(timeRangeProblem({ ...values, minuteEnd: "5" }, "minuteEnd")).toBe(
      "authorization.policies.form.endWithoutStart",
    );
    expect(timeRangeProblem({ ...values, dayMonth: "1", dayMonthEnd: "31" }, "dayMonthEnd")).toBe(
      undefined,
    );
  });

  it("wants not on or after later than not before", () => {
    expect(
      dateTimeOrderProblem({
        ...values,
        notBefore: "2030-01-02T00:00",
        notOnOrAfter: "2030-01-01T00:00",
      }),
    ).toBe("authorization.policies.form.notOnOrAfterBeforeNotBefore");
    expect(dateTimeOrderProblem({ ...values, notBefore: "2030-01-02T00:00" })).toBeUndefined();
  });
});

describe("policy types", () => {
  const providers = [
    { type: "role", name: "Role" },
    { type: "resource", name: "Resource-Based" },
    { type: "scope", name: "Scope-Based" },
    { type: "js", name: "JavaScript" },
    { type: "script-x.js", name: "Deployed" },
  ];
  it("offers every type but permissions and uploaded JavaScript", () => {
    expect(creatablePolicyTypes(providers).map((provider) => provider.type)).toEqual([
      "role",
      "script-x.js",
    ]);
  });
  it("names a type by the server's display name", () => {
    expect(policyTypeName(providers, "role")).toBe("Role");
    expect(policyTypeName(providers, "other")).toBe("other");
  });
});
