import { describe, expect, it } from "vitest";
import { importedClient, parseImport } from "./import-state";

describe("parseImport", () => {
  it("reads a client object", () => {
    expect(parseImport('{"clientId":"app","protocol":"saml"}')).toEqual({
      kind: "client",
      client: { clientId: "app", protocol: "saml" },
    });
  });

  it("treats blank text as nothing to import", () => {
    expect(parseImport("  \n")).toEqual({ kind: "empty" });
  });

  it("refuses text that is not JSON", () => {
    expect(parseImport('{"clientId": "app",')).toEqual({ kind: "invalid", reason: "json" });
  });

  it("refuses JSON that is not one client", () => {
    expect(parseImport('[{"clientId":"a"}]')).toEqual({ kind: "invalid", reason: "notObject" });
    expect(parseImport('"app"')).toEqual({ kind: "invalid", reason: "notObject" });
    expect(parseImport("null")).toEqual({ kind: "invalid", reason: "notObject" });
  });

  it("refuses a protocol the server has no clients for", () => {
    expect(parseImport('{"clientId":"a","protocol":"cas"}')).toEqual({
      kind: "invalid",
      reason: "protocol",
    });
  });
});

describe("importedClient", () => {
  it("puts the preview's trimmed client id and name over the file's, keeping the rest", () => {
    expect(
      importedClient(
        { clientId: "old", name: "Old", redirectUris: ["https://app/*"] },
        { clientId: " new ", name: " New " },
      ),
    ).toEqual({ clientId: "new", name: "New", redirectUris: ["https://app/*"] });
  });
});
