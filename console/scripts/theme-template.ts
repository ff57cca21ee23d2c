import { environmentPlaceholder, environmentTemplate } from "./environment";

/**
 * The console's own Content-Security-Policy: it runs only the script files it ships, never inline
 * code or `eval`, so text stored in the server that slips into the page cannot run. The browser
 * applies it on top of whatever policy the server sends; the server's pages in frames (session
 * checks) keep their own.
 */
export const consolePolicy = "script-src 'self'; object-src 'none'; base-uri 'self'";

const charsetMeta = /<meta charset="utf-8"\s*\/?>/i;

/**
 * Turns Vite's `index.html` into the theme's FreeMarker template: the console's policy comes
 * first in the head (before any script), the environment block gets the server's values, and
 * relative asset addresses point at the theme's versioned resource URL.
 */
export function toFreeMarkerTemplate(html: string): string {
  if (!html.includes(environmentPlaceholder)) {
    throw new Error(
      `index.html has no ${environmentPlaceholder} placeholder for the environment block.`,
    );
  }
  if (!charsetMeta.test(html)) throw new Error("index.html has no <meta charset> to follow.");
  return html
    .replace(
      charsetMeta,
      (charset) =>
        `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${consolePolicy}" />`,
    )
    .replace(environmentPlaceholder, environmentTemplate())
    .replace(/(\s(?:src|href))="\.\/([^"]*)"/g, '$1="${resourceUrl}/$2"');
}

export function themeProperties(languages: string[]): string {
  return ["# Gatehouse admin console for Keycloak.", `locales=${languages.join(",")}`, ""].join(
    "\n",
  );
}
