import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { consoleBuildState } from "./console-build";

/** A checkout in miniature: console sources, a package's sources and a built theme. */
describe("consoleBuildState", () => {
  let root = "";
  let marker = "";
  let sources: string[] = [];
  const lastWeek = Date.now() / 1000 - 7 * 24 * 3600;
  const yesterday = Date.now() / 1000 - 24 * 3600;

  const age = (path: string, seconds: number) => {
    utimesSync(path, seconds, seconds);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "gatehouse-console-build-"));
    const src = join(root, "console", "src", "features");
    mkdirSync(src, { recursive: true });
    mkdirSync(join(root, "packages", "login", "src"), { recursive: true });
    mkdirSync(join(root, "dist-theme", "admin"), { recursive: true });
    const files = [
      join(src, "home.page.tsx"),
      join(src, "home.page.test.tsx"),
      join(root, "packages", "login", "src", "keycloak.ts"),
      join(root, "console", "index.html"),
    ];
    for (const file of files) writeFileSync(file, "");
    marker = join(root, "dist-theme", "admin", "theme.properties");
    writeFileSync(marker, "");
    sources = [
      join(root, "console", "src"),
      join(root, "packages", "login", "src"),
      join(root, "console", "index.html"),
    ];
    for (const path of [...files, src, join(root, "console", "src"), ...sources]) {
      age(path, lastWeek);
    }
    age(marker, yesterday);
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("is fresh when the theme was built after every source changed", () => {
    expect(consoleBuildState(marker, sources)).toBe("fresh");
  });

  it("is missing on a fresh clone, before anything was built", () => {
    unlinkSync(marker);
    expect(consoleBuildState(marker, sources)).toBe("missing");
  });

  it("is stale when a console source changed after the build, as after a git pull", () => {
    age(join(root, "console", "src", "features", "home.page.tsx"), Date.now() / 1000);
    expect(consoleBuildState(marker, sources)).toBe("stale");
  });

  it("is stale when a source of a package the console is built with changed", () => {
    age(join(root, "packages", "login", "src", "keycloak.ts"), Date.now() / 1000);
    expect(consoleBuildState(marker, sources)).toBe("stale");
  });

  it("is stale when a source file was deleted after the build", () => {
    unlinkSync(join(root, "console", "src", "features", "home.page.tsx"));
    expect(consoleBuildState(marker, sources)).toBe("stale");
  });

  it("stays fresh when only a test changed, because tests are not built into the theme", () => {
    age(join(root, "console", "src", "features", "home.page.test.tsx"), Date.now() / 1000);
    expect(consoleBuildState(marker, sources)).toBe("fresh");
  });
});
