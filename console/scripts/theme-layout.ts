import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const themeName = "gatehouse";
export const consoleRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
export const viteOutDir = join(consoleRoot, "dist");
/** The theme as Keycloak's themes folder expects it: `<name>/admin/{theme.properties,index.ftl,resources,messages}`. */
export const themeDir = join(consoleRoot, "dist-theme", themeName);
export const adminThemeDir = join(themeDir, "admin");
export const jarPath = join(consoleRoot, "..", "dist", `${themeName}-admin-theme.jar`);

/** Declares the theme to Keycloak when it is loaded from a JAR in `providers/`. */
export const keycloakThemesJson = { themes: [{ name: themeName, types: ["admin"] }] };
