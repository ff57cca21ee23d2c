import { describe, expect, it } from "vitest";
import { featuresForRelease, isKnownFeature, parseKnownFeatures } from "./keycloak-features";

// The shape of `kc.sh start-dev --help`: the option's values wrap at any character.
const help = [
  "--db <vendor>        The database vendor.",
  "--features <feature> Enables a set of one or more features. Possible values are: account-api[:v1],",
  "                       admin-fine-grained-authz[:v1,v2], client-types[:v1], impersonation[:",
  "                       v1], opentelemetry-metrics",
  "                       [:v1], preview, workflows[:v1].",
  "--features-disabled <feature>",
  "                     Disables a set of one or more features. Possible values are: account,",
  "                       spiffe, twitter-broker.",
].join("\n");

describe("parseKnownFeatures", () => {
  it("reads every name and its versions, across wrapped lines", () => {
    const known = parseKnownFeatures(help);
    expect([...known.keys()]).toEqual([
      "account-api",
      "admin-fine-grained-authz",
      "client-types",
      "impersonation",
      "opentelemetry-metrics",
      "preview",
      "workflows",
    ]);
    expect(known.get("admin-fine-grained-authz")).toEqual(["v1", "v2"]);
    expect(known.get("impersonation")).toEqual(["v1"]);
    expect(known.get("opentelemetry-metrics")).toEqual(["v1"]);
    expect(known.get("preview")).toEqual([]);
  });

  it("does not read the disabling option's list", () => {
    expect(parseKnownFeatures(help).has("spiffe")).toBe(false);
  });

  it("finds nothing in a help without the option", () => {
    expect(parseKnownFeatures("--db <vendor> The database vendor.").size).toBe(0);
  });
});

describe("featuresForRelease", () => {
  const known = parseKnownFeatures(help);

  it("keeps a known name, with or without a known version", () => {
    expect(isKnownFeature("client-types", known)).toBe(true);
    expect(isKnownFeature("admin-fine-grained-authz:v2", known)).toBe(true);
    expect(isKnownFeature("admin-fine-grained-authz:v3", known)).toBe(false);
    expect(isKnownFeature("parameterized-scopes", known)).toBe(false);
  });

  it("leaves off what the release does not know and says which", () => {
    expect(
      featuresForRelease(
        ["admin-fine-grained-authz:v2", "parameterized-scopes", "workflows"],
        known,
      ),
    ).toEqual({
      enabled: ["admin-fine-grained-authz:v2", "workflows"],
      unknown: ["parameterized-scopes"],
    });
  });

  it("keeps the whole list when the help named no feature", () => {
    expect(featuresForRelease(["dpop"], new Map())).toEqual({ enabled: ["dpop"], unknown: [] });
  });
});
