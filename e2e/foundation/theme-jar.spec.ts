import { readFileSync } from "node:fs";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "../support/fixtures";
import { repoRoot } from "../../server/src/paths";

// `npm run test:e2e` packages the theme before Playwright starts.
const jar = join(repoRoot, "dist", "gatehouse-admin-theme.jar");

test.describe("theme JAR", () => {
  test("declares the gatehouse admin theme and carries its files", () => {
    const entries = unzipSync(new Uint8Array(readFileSync(jar)));
    const declaration = entries["META-INF/keycloak-themes.json"];
    expect(declaration).toBeDefined();
    expect(JSON.parse(strFromU8(declaration ?? new Uint8Array()))).toEqual({
      themes: [{ name: "gatehouse", types: ["admin"] }],
    });

    const prefix = "theme/gatehouse/admin/";
    for (const required of ["index.ftl", "theme.properties", "messages/messages_en.properties"]) {
      expect(Object.keys(entries)).toContain(prefix + required);
    }
    const template = strFromU8(entries[`${prefix}index.ftl`] ?? new Uint8Array());
    expect(template).toContain('<script id="environment" type="application/json">');
    // Every asset the template loads is inside the JAR.
    const assets = [...template.matchAll(/\$\{resourceUrl\}\/([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets)
      expect(Object.keys(entries)).toContain(`${prefix}resources/${asset ?? ""}`);
    expect(
      strFromU8(entries[`${prefix}messages/messages_en.properties`] ?? new Uint8Array()),
    ).toMatch(/^[\w.-]+=.+$/m);
  });

  test("ships no source maps, and no script or stylesheet points at one", () => {
    const entries = unzipSync(new Uint8Array(readFileSync(jar)));
    const names = Object.keys(entries);
    expect(names.filter((name) => name.endsWith(".map"))).toEqual([]);
    const code = names.filter((name) => /\.(?:js|css)$/.test(name));
    expect(code.length).toBeGreaterThan(0);
    const pointing = code.filter((name) =>
      strFromU8(entries[name] ?? new Uint8Array()).includes("sourceMappingURL="),
    );
    expect(pointing).toEqual([]);
  });
});
