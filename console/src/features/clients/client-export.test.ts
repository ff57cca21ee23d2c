import { describe, expect, it } from "vitest";
import { clientExportText, exportableClient, exportFileName } from "./client-export";

describe("exportableClient", () => {
  it("removes the ids of the client, its mappers and its authorization objects", () => {
    const exported = exportableClient({
      id: "c1",
      clientId: "app",
      protocolMappers: [{ id: "m1", name: "email", config: { id: "kept" } }],
      authorizationSettings: {
        id: "rs",
        resources: [{ _id: "r1", name: "Default Resource" }],
        policies: [{ id: "p1", name: "Default Policy" }],
      },
      access: { view: true, configure: true, manage: true },
    });
    expect(exported).toEqual({
      clientId: "app",
      protocolMappers: [{ name: "email", config: { id: "kept" } }],
      authorizationSettings: {
        resources: [{ name: "Default Resource" }],
        policies: [{ name: "Default Policy" }],
      },
    });
  });

  it("keeps attributes named id, which are data", () => {
    expect(exportableClient({ clientId: "app", attributes: { id: "x" } })).toEqual({
      clientId: "app",
      attributes: { id: "x" },
    });
  });
});

describe("exportFileName", () => {
  it("names the file by the client id", () => {
    expect(exportFileName("my-app")).toBe("my-app.json");
  });

  it("replaces characters a file name cannot hold", () => {
    expect(exportFileName("https://sp.example.com/saml")).toBe("https___sp.example.com_saml.json");
  });
});

describe("clientExportText", () => {
  it("is indented JSON that reads back as the exported client", () => {
    const text = clientExportText({ id: "c1", clientId: "app" });
    expect(JSON.parse(text)).toEqual({ clientId: "app" });
    expect(text).toContain('\n  "clientId": "app"');
  });
});
