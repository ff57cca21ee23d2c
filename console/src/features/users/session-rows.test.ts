import { describe, expect, it } from "vitest";
import { offlineClientsOf, sessionRows } from "./session-rows";

describe("offlineClientsOf", () => {
  it("keeps the clients whose consent carries an offline token grant, with both ids", () => {
    expect(
      offlineClientsOf([
        {
          clientId: "field-app",
          grantedClientScopes: [],
          additionalGrants: [{ client: "uuid-field", key: "Offline Token" }],
        },
        { clientId: "web-shop", grantedClientScopes: ["profile"] },
        { clientId: "odd", additionalGrants: [{ client: "uuid-odd", key: "Something else" }] },
      ]),
    ).toEqual([{ uuid: "uuid-field", clientId: "field-app" }]);
  });

  it("finds none without consents", () => {
    expect(offlineClientsOf([])).toEqual([]);
  });
});

describe("sessionRows", () => {
  it("lists regular sessions with their clients, then offline sessions per client", () => {
    const rows = sessionRows(
      [{ id: "s1", ipAddress: "10.0.0.1", clients: { a: "admin-cli", b: "portal" } }],
      [
        {
          client: { uuid: "uuid-field", clientId: "field-app" },
          session: { id: "o1", ipAddress: "10.0.0.2" },
        },
      ],
    );
    expect(rows.map(({ key, type, clients }) => ({ key, type, clients }))).toEqual([
      { key: "regular:s1", type: "regular", clients: "admin-cli, portal" },
      { key: "offline:uuid-field:o1", type: "offline", clients: "field-app" },
    ]);
    expect(rows[1]?.offlineClient).toEqual({ uuid: "uuid-field", clientId: "field-app" });
    expect(rows[0]?.offlineClient).toBeUndefined();
  });
});
