import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { strToU8, type Zippable } from "fflate";
import { keycloakThemesJson, themeName } from "./theme-layout";

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** The JAR's entries: the theme under `theme/<name>/admin/` plus the theme declaration. */
export function jarEntries(themeFolder: string): Zippable {
  const entries: Zippable = {
    "META-INF/keycloak-themes.json": strToU8(JSON.stringify(keycloakThemesJson, null, 2)),
  };
  for (const file of listFiles(themeFolder)) {
    const inside = relative(themeFolder, file).split("\\").join("/");
    entries[`theme/${themeName}/admin/${inside}`] = readFileSync(file);
  }
  return entries;
}
