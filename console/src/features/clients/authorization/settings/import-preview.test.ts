import { describe, expect, it } from "vitest";
import { readImportFile } from "./import-preview";

describe("readImportFile", () => {
  it("counts resources, scopes, policies and permissions apart, and reads the settings", () => {
    const read = readImportFile(
      JSON.stringify({
        policyEnforcementMode: "PERMISSIVE",
        decisionStrategy: "AFFIRMATIVE",
        allowRemoteResourceManagement: false,
        resources: [{ name: "a" }, { name: "b" }],
        scopes: [{ name: "view" }],
        policies: [
          { name: "p", type: "role" },
          { name: "q", type: "js" },
          { name: "r", type: "resource" },
          { name: "s", type: "scope" },
        ],
      }),
    );
    expect(read?.preview).toEqual({
      resources: 2,
      scopes: 1,
      policies: 2,
      permissions: 2,
      policyEnforcementMode: "PERMISSIVE",
      decisionStrategy: "AFFIRMATIVE",
      allowRemoteResourceManagement: false,
    });
  });

  it("refuses text that is not JSON, not an object, or holds nothing of a resource server", () => {
    expect(readImportFile("{ nope")).toBeUndefined();
    expect(readImportFile("[1, 2]")).toBeUndefined();
    expect(readImportFile(JSON.stringify({ clientId: "app" }))).toBeUndefined();
  });

  it("counts missing lists as none", () => {
    expect(readImportFile(JSON.stringify({ decisionStrategy: "UNANIMOUS" }))?.preview).toEqual({
      resources: 0,
      scopes: 0,
      policies: 0,
      permissions: 0,
      decisionStrategy: "UNANIMOUS",
    });
  });
});
