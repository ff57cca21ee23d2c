import { environmentPlaceholder, environmentTemplate } from "./environment";

/**
 * Turns Vite's `index.html` into the theme's FreeMarker template: the environment block gets the
 * server's values, and relative asset addresses point at the theme's versioned resource URL.
 */
export function toFreeMarkerTemplate(html: string): string {
  if (!html.includes(environmentPlaceholder)) {
    throw new Error(
      `index.html has no ${environmentPlaceholder} placeholder for the environment block.`,
    );
  }
  return html
    .replace(environmentPlaceholder, environmentTemplate())
    .replace(/(\s(?:src|href))="\.\/([^"]*)"/g, '$1="${resourceUrl}/$2"');
}

export function themeProperties(languages: string[]): string {
  return ["# Gatehouse admin console for Keycloak.", `locales=${languages.join(",")}`, ""].join(
    "\n",
  );
}
