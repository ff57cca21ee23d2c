import { describe, expect, it } from "vitest";
import { environmentTemplateFields } from "./environment";
import { consolePolicy, themeProperties, toFreeMarkerTemplate } from "./theme-template";

const builtHtml = `<!doctype html><html><head>
<meta charset="utf-8" />
<script src="./color-scheme.js"></script>
<link rel="icon" href="./favicon.svg" />
<script type="module" crossorigin src="./assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="./assets/vendor-def.js">
<link rel="stylesheet" crossorigin href="./assets/index-123.css">
</head><body><div id="app"></div>
<script id="environment" type="application/json">__GATEHOUSE_ENVIRONMENT__</script></body></html>`;

describe("theme template", () => {
  it("injects every environment key the server provides, JSON-escaped by FreeMarker", () => {
    const template = toFreeMarkerTemplate(builtHtml);
    for (const key of Object.keys(environmentTemplateFields)) {
      expect(template).toMatch(new RegExp(`"${key}": "\\$\\{\\(.+\\)\\?json_string\\}"`));
    }
    expect(template).toContain('"realm": "${(loginRealm!"master")?json_string}"');
    expect(template).not.toContain("__GATEHOUSE_ENVIRONMENT__");
  });

  it("points relative asset addresses at the theme's resource URL", () => {
    const template = toFreeMarkerTemplate(builtHtml);
    expect(template).toContain('src="${resourceUrl}/assets/index-abc.js"');
    expect(template).toContain('href="${resourceUrl}/assets/vendor-def.js"');
    expect(template).toContain('href="${resourceUrl}/assets/index-123.css"');
    expect(template).toContain('href="${resourceUrl}/favicon.svg"');
    expect(template).not.toMatch(/(src|href)="\.\//);
  });

  it("puts the console's script policy in the head before any script", () => {
    const template = toFreeMarkerTemplate(builtHtml);
    const policy = template.indexOf(
      `<meta http-equiv="Content-Security-Policy" content="${consolePolicy}" />`,
    );
    expect(policy).toBeGreaterThan(0);
    expect(policy).toBeLessThan(template.indexOf("<script"));
    expect(consolePolicy).toContain("script-src 'self'");
    expect(consolePolicy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("refuses an index.html without the environment placeholder", () => {
    expect(() => toFreeMarkerTemplate("<html></html>")).toThrow(/placeholder/);
  });

  it("declares the theme's languages", () => {
    expect(themeProperties(["ar", "en"])).toContain("locales=ar,en");
  });
});
