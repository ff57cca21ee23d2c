import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { editorColours, editorTextBackdrops } from "./editor-theme";

// The stylesheet the console loads; its custom properties give each token's value per scheme.
const stylesheet = readFileSync(
  createRequire(import.meta.url).resolve("@patternfly/react-core/dist/styles/base.css"),
  "utf8",
);

function declarations(selectors: string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const [, selector, body] of stylesheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selectors.includes(selector?.trim() ?? "")) continue;
    for (const [, name = "", value = ""] of (body ?? "").matchAll(
      /(--pf-t--[\w-]+)\s*:\s*([^;]+);/g,
    )) {
      values.set(name, value.trim());
    }
  }
  return values;
}

const schemes = {
  light: declarations([":root"]),
  dark: declarations([":root", ":where(.pf-v6-theme-dark)", ":root:where(.pf-v6-theme-dark)"]),
};

type Rgba = [number, number, number, number];

function resolve(values: Map<string, string>, token: string): Rgba {
  let value = `var(--pf-t--global--${token})`;
  for (let depth = 0; value.startsWith("var(") && depth < 20; depth++) {
    const name = /var\((--[\w-]+)/.exec(value)?.[1] ?? "";
    value = values.get(name) ?? `undefined ${name}`;
  }
  const hex = /^#([0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const n = parseInt(hex, 16);
    return [n >> 16, (n >> 8) & 255, n & 255, 1];
  }
  const rgb = /^rgba?\(([^)]*)\)$/.exec(value)?.[1];
  if (!rgb) throw new Error(`${token} resolves to ${value}, which the test cannot read`);
  const [r = NaN, g = NaN, b = NaN, a = 1] = rgb
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b, a];
}

/** Paints the layers bottom first, as the browser does with translucent backgrounds. */
function composite(layers: Rgba[]): Rgba {
  return layers.reduce<Rgba>(
    (under, [r, g, b, a]) => [
      r * a + under[0] * (1 - a),
      g * a + under[1] * (1 - a),
      b * a + under[2] * (1 - a),
      1,
    ],
    [255, 255, 255, 1],
  );
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(text: Rgba, background: Rgba): number {
  const [one, other] = [luminance(text), luminance(background)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

describe("code editor colours", () => {
  it.each(Object.keys(schemes) as (keyof typeof schemes)[])(
    "every text colour has at least 4.5:1 contrast on every background it shows on (%s scheme)",
    (scheme) => {
      const values = schemes[scheme];
      const failures: string[] = [];
      for (const { texts, layers } of editorTextBackdrops) {
        for (const stack of layers) {
          const background = composite(stack.map((layer) => resolve(values, editorColours[layer])));
          for (const text of texts) {
            const ratio = contrast(resolve(values, editorColours[text]), background);
            if (ratio < 4.5)
              failures.push(`${text} on ${stack.join(" + ")}: ${ratio.toFixed(2)}:1`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it("sets the selection and the active line visibly apart from the plain background", () => {
    for (const values of Object.values(schemes)) {
      const plain = composite([resolve(values, editorColours.background)]);
      for (const layer of ["selection", "activeLine"] as const) {
        const marked = composite(
          [editorColours.background, editorColours[layer]].map((name) => resolve(values, name)),
        );
        const distance = Math.hypot(...marked.map((channel, i) => channel - (plain[i] ?? NaN)));
        expect(distance).toBeGreaterThan(8);
      }
    }
  });
});
