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

const sourceMapComment =
  /\n?(?:\/\/# sourceMappingURL=[^\n]*|\/\*# sourceMappingURL=[^*]*\*\/)\s*$/;

/**
 * A file as the JAR carries it: source maps stay in the development build (where the browser's
 * tools use them) and are neither shipped nor pointed at.
 */
function shippedContent(path: string): Uint8Array | undefined {
  if (path.endsWith(".map")) return undefined;
  const content = readFileSync(path);
  if (!/\.(?:js|css)$/.test(path)) return content;
  return strToU8(content.toString("utf8").replace(sourceMapComment, "\n"));
}

/**
 * The JAR's entries: the theme under `theme/<name>/admin/` plus the theme declaration, without
 * source maps.
 */
export function jarEntries(themeFolder: string): Zippable {
  const entries: Zippable = {
    "META-INF/keycloak-themes.json": strToU8(JSON.stringify(keycloakThemesJson, null, 2)),
  };
  for (const file of listFiles(themeFolder)) {
    const inside = relative(themeFolder, file).split("\\").join("/");
    const content = shippedContent(file);
    if (content !== undefined) entries[`theme/${themeName}/admin/${inside}`] = content;
  }
  return entries;
}
