import { strToU8, zipSync, type Zippable } from "fflate";
import {
  faviconFileName,
  logoFileName,
  quickThemeCss,
  quickThemeProperties,
  themeDescriptor,
  type QuickThemeValues,
  type ThemeImages,
} from "./quick-theme-state";

/**
 * The files of the theme archive by their path inside it, as the server reads a theme JAR in its
 * providers folder: the theme list under META-INF and the login theme under theme/<name>/login.
 */
export function quickThemeFiles(
  values: QuickThemeValues,
  images: ThemeImages,
): Record<string, Uint8Array> {
  const login = `theme/${values.name}/login`;
  const files: Record<string, Uint8Array> = {
    "META-INF/keycloak-themes.json": strToU8(themeDescriptor(values.name)),
    [`${login}/theme.properties`]: strToU8(quickThemeProperties()),
    [`${login}/resources/css/quick-theme.css`]: strToU8(quickThemeCss(values, images)),
  };
  if (images.logo !== undefined) {
    files[`${login}/resources/img/${logoFileName(images.logo)}`] = images.logo.bytes;
  }
  if (images.favicon !== undefined) {
    files[`${login}/resources/img/${faviconFileName}`] = images.favicon.bytes;
  }
  return files;
}

/** The theme archive (a zip), ready to be handed to the browser's download. */
export function quickThemeJar(values: QuickThemeValues, images: ThemeImages): Blob {
  const entries: Zippable = quickThemeFiles(values, images);
  const zipped = zipSync(entries);
  return new Blob([zipped], { type: "application/java-archive" });
}

/** The name the archive is saved under. */
export const quickThemeJarName = (name: string): string => `${name}.jar`;
