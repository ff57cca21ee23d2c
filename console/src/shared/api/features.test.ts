import type { ServerInfoRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import {
  Feature,
  hasAdminResourceType,
  hasPhaseTwoOrganizations,
  isFeatureEnabled,
  keepsOrganizationInvitations,
} from "./features";

const serverInfo = (
  features: Record<string, boolean>,
  providerTypes: string[] = [],
): ServerInfoRepresentation => ({
  features: Object.entries(features).map(([name, enabled]) => ({ name, enabled })),
  providers: Object.fromEntries(providerTypes.map((type) => [type, { providers: {} }])),
});

describe("isFeatureEnabled", () => {
  it("follows what the server reports, and counts an unknown feature as off", () => {
    expect(isFeatureEnabled(serverInfo({ DPOP: true }), Feature.DPoP)).toBe(true);
    expect(isFeatureEnabled(serverInfo({ DPOP: false }), Feature.DPoP)).toBe(false);
    expect(isFeatureEnabled(serverInfo({}), Feature.DPoP)).toBe(false);
  });

  it("counts workflows as on only with the event-driven API the console speaks", () => {
    expect(
      isFeatureEnabled(
        serverInfo({ WORKFLOWS: true }, ["workflow", "workflow-event"]),
        Feature.Workflows,
      ),
    ).toBe(true);
    // An earlier release has the feature with its first API: steps by time, JSON only.
    expect(isFeatureEnabled(serverInfo({ WORKFLOWS: true }, ["workflow"]), Feature.Workflows)).toBe(
      false,
    );
    expect(
      isFeatureEnabled(serverInfo({ WORKFLOWS: false }, ["workflow-event"]), Feature.Workflows),
    ).toBe(false);
  });
});

describe("hasAdminResourceType", () => {
  it("reads the resource types the server's admin events know", () => {
    const info: ServerInfoRepresentation = { enums: { resourceType: ["ORGANIZATION_GROUP"] } };
    expect(hasAdminResourceType(info, "ORGANIZATION_GROUP")).toBe(true);
    expect(hasAdminResourceType(info, "WORKFLOW")).toBe(false);
    expect(hasAdminResourceType({}, "ORGANIZATION_GROUP")).toBe(false);
  });
});

const withRestExtensions = (...ids: string[]): ServerInfoRepresentation => ({
  providers: {
    "realm-restapi-extension": {
      internal: false,
      providers: Object.fromEntries(ids.map((id) => [id, { order: 0 }])),
    },
  },
});

describe("hasPhaseTwoOrganizations", () => {
  it("is true when the server lists the extension's realm resource provider", () => {
    expect(hasPhaseTwoOrganizations(withRestExtensions("orgs", "users"))).toBe(true);
  });

  it("is false for a server without it, whatever its built-in organizations do", () => {
    expect(hasPhaseTwoOrganizations(withRestExtensions("ui-ext"))).toBe(false);
    expect(hasPhaseTwoOrganizations({ features: [{ name: "ORGANIZATION", enabled: true }] })).toBe(
      false,
    );
    expect(hasPhaseTwoOrganizations({})).toBe(false);
  });
});

describe("keepsOrganizationInvitations", () => {
  it("is true where the server knows the JWT authorization grant, on or off", () => {
    expect(keepsOrganizationInvitations(serverInfo({ JWT_AUTHORIZATION_GRANT: true }))).toBe(true);
    expect(keepsOrganizationInvitations(serverInfo({ JWT_AUTHORIZATION_GRANT: false }))).toBe(true);
    expect(keepsOrganizationInvitations(serverInfo({ ORGANIZATION: true }))).toBe(false);
  });
});
