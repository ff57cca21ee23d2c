import { describe, expect, it } from "vitest";
import { useThrowawayRealm } from "./realm-fixture.js";

const fixture = useThrowawayRealm("saml-evaluation", {
  clients: [{ clientId: "urn:example:sp", protocol: "saml", enabled: true }],
  users: [{ username: "saml-user", email: "saml-user@example.test", enabled: true }],
});

describe("clients: example SAML response", () => {
  it("shows the SAML response the client's scopes would send for a user", async () => {
    const at = { realm: fixture.realm };
    const [app] = await fixture.client.clients.find({ ...at, clientId: "urn:example:sp" });
    const [user] = await fixture.client.users.find({ ...at, username: "saml-user", exact: true });
    const samlResponse = await fixture.client.clients.evaluateGenerateSamlResponse({
      ...at,
      id: app?.id ?? "",
      scope: "",
      userId: user?.id ?? "",
    });
    expect(samlResponse).toMatch(/^<samlp:Response /);
    expect(samlResponse).toContain("<saml:Audience>urn:example:sp</saml:Audience>");
    expect(samlResponse).toMatch(/<saml:NameID [^>]*>saml-user<\/saml:NameID>/);
  });
});
