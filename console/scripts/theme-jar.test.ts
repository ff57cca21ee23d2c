import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8 } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { jarEntries } from "./theme-jar";

describe("theme JAR entries", () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });

  it("carries the theme's files without source maps or comments pointing at them", () => {
    folder = mkdtempSync(join(tmpdir(), "theme-jar-"));
    mkdirSync(join(folder, "resources", "assets"), { recursive: true });
    writeFileSync(join(folder, "index.ftl"), "<html></html>");
    writeFileSync(
      join(folder, "resources", "assets", "index-abc.js"),
      'console.log("ready");\n//# sourceMappingURL=index-abc.js.map\n',
    );
    writeFileSync(join(folder, "resources", "assets", "index-abc.js.map"), "{}");
    writeFileSync(
      join(folder, "resources", "assets", "index-abc.css"),
      "a{color:red}\n/*# sourceMappingURL=index-abc.css.map */",
    );

    const entries = jarEntries(folder);
    const prefix = "theme/gatehouse/admin/";
    expect(Object.keys(entries).sort()).toEqual([
      "META-INF/keycloak-themes.json",
      `${prefix}index.ftl`,
      `${prefix}resources/assets/index-abc.css`,
      `${prefix}resources/assets/index-abc.js`,
    ]);
    const text = (name: string) => strFromU8(entries[prefix + name] as Uint8Array);
    expect(text("resources/assets/index-abc.js")).toBe('console.log("ready");\n');
    expect(text("resources/assets/index-abc.css")).toBe("a{color:red}\n");
    expect(text("index.ftl")).toBe("<html></html>");
  });
});
