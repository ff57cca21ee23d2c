import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { quickThemeFiles, quickThemeJar } from "./quick-theme-jar";
import {
  contrastRatio,
  faviconLimits,
  lowContrastColours,
  hexColourPattern,
  imageProblem,
  logoLimits,
  previewColours,
  quickThemeCss,
  quickThemeDefaults,
  themeNamePattern,
  type QuickThemeValues,
} from "./quick-theme-state";

const values: QuickThemeValues = {
  ...quickThemeDefaults,
  name: "acme-brand",
  light: { ...quickThemeDefaults.light, primary: "#ff5500", link: "#123456" },
  dark: { ...quickThemeDefaults.dark, background: "#000000" },
};
const logo = { fileName: "mark.svg", type: "image/svg+xml", bytes: new Uint8Array([60, 115, 118]) };
const favicon = { fileName: "fav.png", type: "image/png", bytes: new Uint8Array([137, 80, 78]) };

describe("quick theme checks", () => {
  it("takes hex colours and refuses the rest", () => {
    expect(["#0066cc", "#FFF", "#a1B2c3"].every((text) => hexColourPattern.test(text))).toBe(true);
    expect(
      ["0066cc", "#12345", "#ggg", "red", "#0066cc "].some((t) => hexColourPattern.test(t)),
    ).toBe(false);
  });

  it("takes theme names of letters, digits and dashes", () => {
    expect(["acme", "acme-2", "9lives"].every((name) => themeNamePattern.test(name))).toBe(true);
    expect(
      ["", "-acme", "acme brand", "acme/..", "acme.v2", "ä"].some((n) => themeNamePattern.test(n)),
    ).toBe(false);
  });

  it("refuses images of other types and larger ones", () => {
    expect(imageProblem({ type: "image/png", size: 10 }, logoLimits)).toBeUndefined();
    expect(imageProblem({ type: "text/plain", size: 10 }, logoLimits)).toBe("type");
    expect(imageProblem({ type: "image/png", size: logoLimits.maxBytes + 1 }, logoLimits)).toBe(
      "size",
    );
    expect(imageProblem({ type: "image/x-icon", size: 10 }, faviconLimits)).toBeUndefined();
    expect(imageProblem({ type: "image/jpeg", size: 10 }, faviconLimits)).toBe("type");
    expect(imageProblem({ type: "image/svg+xml", size: 10 }, faviconLimits)).toBe("type");
  });

  it("previews a colour still being typed as the scheme's default", () => {
    expect(previewColours("dark", { ...values.dark, text: "#12" })).toEqual({
      ...values.dark,
      text: quickThemeDefaults.dark.text,
    });
  });
});

describe("quick theme stylesheet", () => {
  it("sets the PatternFly and Keycloak variables of both schemes and points at the logo", () => {
    const css = quickThemeCss(values, { logo });
    const [light, dark] = css.split(".pf-v5-theme-dark");
    expect(light).toContain("--pf-v5-global--primary-color--100: #ff5500;");
    expect(light).toContain("--keycloak-card-top-color: #ff5500;");
    expect(light).toContain("--pf-v5-global--link--Color: #123456;");
    expect(light).toContain('--keycloak-logo-url: url("../img/logo.svg");');
    expect(dark).toContain("--quick-theme-background: #000000;");
    expect(dark).toContain(
      `--pf-v5-global--primary-color--100: ${quickThemeDefaults.dark.primary};`,
    );
  });

  it("leaves the parent's logo alone when none is chosen", () => {
    expect(quickThemeCss(values, {})).not.toContain("--keycloak-logo-url");
  });
});

describe("quick theme archive", () => {
  it("holds the theme list, the login theme's properties, its stylesheet and images", async () => {
    const jar = quickThemeJar(values, { logo, favicon });
    const files = unzipSync(new Uint8Array(await jar.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      "META-INF/keycloak-themes.json",
      "theme/acme-brand/login/resources/css/quick-theme.css",
      "theme/acme-brand/login/resources/img/favicon.ico",
      "theme/acme-brand/login/resources/img/logo.svg",
      "theme/acme-brand/login/theme.properties",
    ]);
    expect(
      JSON.parse(strFromU8(files["META-INF/keycloak-themes.json"] ?? new Uint8Array())),
    ).toEqual({
      themes: [{ name: "acme-brand", types: ["login"] }],
    });
    const properties = strFromU8(
      files["theme/acme-brand/login/theme.properties"] ?? new Uint8Array(),
    );
    expect(properties.split("\n")).toEqual(
      expect.arrayContaining(["parent=keycloak.v2", "styles=css/styles.css css/quick-theme.css"]),
    );
    expect(files["theme/acme-brand/login/resources/img/logo.svg"]).toEqual(logo.bytes);
    expect(files["theme/acme-brand/login/resources/img/favicon.ico"]).toEqual(favicon.bytes);
    expect(
      strFromU8(files["theme/acme-brand/login/resources/css/quick-theme.css"] ?? new Uint8Array()),
    ).toBe(quickThemeCss(values, { logo, favicon }));
  });

  it("leaves out the images that were not chosen", () => {
    expect(Object.keys(quickThemeFiles(values, {}))).toHaveLength(3);
  });
});

describe("quick theme contrast", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("warns of text and links hard to read on the background", () => {
    expect(lowContrastColours(quickThemeDefaults.light)).toEqual([]);
    expect(lowContrastColours(quickThemeDefaults.dark)).toEqual([]);
    const warnings = lowContrastColours({ ...quickThemeDefaults.light, link: "#f5f5f5" });
    expect(warnings.map(({ colour }) => colour)).toEqual(["link"]);
  });
});
