import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  installTheme,
  installThemeJar,
  installedJarDiffers,
  removeThemeJar,
  themeMode,
  themeServingArgs,
} from "./theme";

describe("themeMode", () => {
  it("links the theme folder unless the installed mode is asked for", () => {
    expect(themeMode({})).toBe("linked");
    expect(themeMode({ GATEHOUSE_THEME_MODE: "linked" })).toBe("linked");
    expect(themeMode({ GATEHOUSE_THEME_MODE: " installed " })).toBe("installed");
  });

  it("rejects a mode it does not know", () => {
    expect(() => themeMode({ GATEHOUSE_THEME_MODE: "jar" })).toThrow(/"linked" or "installed"/);
  });
});

describe("themeServingArgs", () => {
  it("turns theme caching off for the development server", () => {
    expect(themeServingArgs("linked")).toEqual([
      "--spi-theme--cache-themes=false",
      "--spi-theme--cache-templates=false",
      "--spi-theme--static-max-age=-1",
    ]);
  });

  it("caches themes and serves their files for 30 days when installed", () => {
    expect(themeServingArgs("installed")).toEqual([
      "--spi-theme--cache-themes=true",
      "--spi-theme--cache-templates=true",
      "--spi-theme--static-max-age=2592000",
    ]);
  });
});

describe("installing the theme JAR", () => {
  let home: string | undefined;
  afterEach(() => {
    if (home !== undefined) rmSync(home, { recursive: true, force: true });
  });

  function fakeServer() {
    home = mkdtempSync(join(tmpdir(), "theme-install-"));
    const jar = join(home, "packaged.jar");
    writeFileSync(jar, "jar v1");
    return { home, jar, installed: join(home, "providers", "gatehouse-admin-theme.jar") };
  }

  it("copies the JAR into providers/ in place of a linked theme folder", () => {
    const { home, jar, installed } = fakeServer();
    installTheme(home);
    expect(lstatSync(join(home, "themes", "gatehouse")).isSymbolicLink()).toBe(true);
    expect(installedJarDiffers(home, jar)).toBe(true);

    installThemeJar(home, jar);
    expect(readFileSync(installed, "utf8")).toBe("jar v1");
    expect(existsSync(join(home, "themes", "gatehouse"))).toBe(false);
    expect(installedJarDiffers(home, jar)).toBe(false);

    writeFileSync(jar, "jar v2");
    expect(installedJarDiffers(home, jar)).toBe(true);
  });

  it("takes the JAR out again before a start with the linked folder", () => {
    const { home, jar, installed } = fakeServer();
    mkdirSync(join(home, "providers"));
    installThemeJar(home, jar);
    removeThemeJar(home);
    expect(existsSync(installed)).toBe(false);
  });

  it("says how to get a JAR that is missing", () => {
    const { home } = fakeServer();
    expect(() => installThemeJar(home, join(home, "none.jar"))).toThrow(/npm run package/);
  });
});
