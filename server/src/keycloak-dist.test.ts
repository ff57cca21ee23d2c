import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { downloadedSoFar } from "./keycloak-dist";

describe("downloadedSoFar", () => {
  it("counts what Maven wrote so far under the archive's name, and nothing else", () => {
    const folder = mkdtempSync(join(tmpdir(), "gatehouse-download-"));
    try {
      const zip = join(folder, "keycloak-quarkus-dist-26.7.3.zip");
      expect(downloadedSoFar(zip)).toBeUndefined();
      writeFileSync(`${zip}.part`, Buffer.alloc(42_000_000));
      writeFileSync(join(folder, "keycloak-quarkus-dist-26.7.3.pom"), Buffer.alloc(5_000_000));
      expect(downloadedSoFar(zip)).toBe("42 MB so far");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("says nothing while the archive's folder does not exist yet", () => {
    expect(downloadedSoFar("/nonexistent/repository/keycloak.zip")).toBeUndefined();
  });
});
