import type { ServerInfoRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { hasPhaseTwoOrganizations } from "./features";

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
