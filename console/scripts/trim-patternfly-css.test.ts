import { describe, expect, it } from "vitest";
import { dropThemes } from "./trim-patternfly-css";

describe("dropThemes", () => {
  it("drops the token rules of themes the console never switches on", () => {
    const css =
      ":root{--pf-t--a:1}" +
      ":root:where(.pf-v6-theme-dark){--pf-t--a:2}" +
      ":root:where(.pf-v6-theme-high-contrast){--pf-t--a:3}" +
      ":root:where(.pf-v6-theme-dark.pf-v6-theme-glass){--pf-t--a:4}";
    expect(dropThemes(css)).toBe(":root{--pf-t--a:1}:root:where(.pf-v6-theme-dark){--pf-t--a:2}");
  });

  it("keeps the other selectors of a rule, and at-rules that still hold rules", () => {
    const css =
      ".pf-v6-c-button,:where(.pf-v6-theme-felt) .pf-v6-c-button{color:red}" +
      "@media (min-width:48rem){.pf-v6-theme-felt .x{color:blue}}" +
      "@media (min-width:62rem){.pf-v6-theme-felt .x{color:blue}.y{margin:0}}" +
      '@font-face{font-family:"Red Hat Text";src:url(a.woff2)}' +
      '.pf-v6-c-icon:before{content:"{"}';
    expect(dropThemes(css)).toBe(
      ".pf-v6-c-button{color:red}" +
        "@media (min-width:62rem){.y{margin:0}}" +
        '@font-face{font-family:"Red Hat Text";src:url(a.woff2)}' +
        '.pf-v6-c-icon:before{content:"{"}',
    );
  });

  it("reads PatternFly's unminified sources, comments included", () => {
    const css =
      "/* Glass, a theme of its own */\n:root:where(.pf-v6-theme-glass) {\n  --pf-t--a: 4;\n}\n" +
      "/* a, b { } */\n.pf-v6-c-card,\n.pf-v6-theme-glass .pf-v6-c-card {\n  color: red;\n}\n";
    expect(dropThemes(css)).toBe("\n/* a, b { } */\n.pf-v6-c-card{\n  color: red;\n}\n");
  });

  it("does not take a longer class name for a theme class", () => {
    const css = ".pf-v6-theme-glass-like{color:red}";
    expect(dropThemes(css)).toBe(css);
  });
});
