import { describe, expect, it } from "vitest";
import { bindingsOf, flowRows, flowUsageOf } from "./flow-usage";

const realm = {
  browserFlow: "my browser",
  directGrantFlow: "my browser",
  registrationFlow: "registration",
  resetCredentialsFlow: "reset credentials",
  clientAuthenticationFlow: "clients",
  firstBrokerLoginFlow: "first broker login",
  dockerAuthenticationFlow: "docker auth",
};

describe("flow usage", () => {
  it("names every binding of the realm that runs a flow", () => {
    expect(bindingsOf(realm, "my browser")).toEqual(["browserFlow", "directGrantFlow"]);
    expect(bindingsOf(realm, "browser")).toEqual([]);
    expect(bindingsOf(null, "browser")).toEqual([]);
  });

  it("calls a bound flow default even when the extension says clients use it", () => {
    expect(
      flowUsageOf({ id: "1", alias: "x", usedBy: { type: "SPECIFIC_CLIENTS", values: ["a"] } }, [
        "browserFlow",
      ]),
    ).toBe("default");
  });

  it("takes clients, identity providers or no use from the extension otherwise", () => {
    expect(
      flowUsageOf({ id: "1", alias: "x", usedBy: { type: "SPECIFIC_CLIENTS", values: ["a"] } }, []),
    ).toBe("specificClients");
    expect(
      flowUsageOf(
        { id: "1", alias: "x", usedBy: { type: "SPECIFIC_PROVIDERS", values: ["gh"] } },
        [],
      ),
    ).toBe("specificProviders");
    expect(flowUsageOf({ id: "1", alias: "x" }, [])).toBe("notInUse");
  });

  it("makes one row per flow with its bindings", () => {
    const rows = flowRows(
      [
        { id: "1", alias: "my browser" },
        { id: "2", alias: "unused" },
      ],
      realm,
    );
    expect(rows.map((row) => [row.flow.alias, row.bindings, row.usage])).toEqual([
      ["my browser", ["browserFlow", "directGrantFlow"], "default"],
      ["unused", [], "notInUse"],
    ]);
  });
});
