import type { Plugin } from "vite";

/**
 * PatternFly's base stylesheet defines its design tokens for every theme it offers. The console
 * switches only between light and dark (`pf-v6-theme-dark` on the root element), so the rules for
 * the other themes never apply; they are a third of the stylesheet that blocks the first paint.
 */
export const unusedThemeClasses = [
  "pf-v6-theme-high-contrast",
  "pf-v6-theme-felt",
  "pf-v6-theme-glass",
] as const;

/** A rule with its selector (or at-rule prelude) and its body, or text passed on as it is. */
type Node = { prelude: string; body: string } | { raw: string };

/** Where the quoted string or parenthesised group that opens at `start` ends (index after it). */
function skipGroup(css: string, start: number): number {
  const open = css[start];
  if (open === '"' || open === "'") {
    let index = start + 1;
    while (index < css.length && css[index] !== open) index += css[index] === "\\" ? 2 : 1;
    return index + 1;
  }
  let depth = 0;
  let index = start;
  while (index < css.length) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = skipGroup(css, index);
      continue;
    }
    if (char === "(") depth++;
    if (char === ")" && --depth === 0) return index + 1;
    index++;
  }
  return index;
}

/** Splits `text` at each top-level `separator` (not inside strings, parentheses or comments). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === "/" && text[index + 1] === "*") {
      const end = text.indexOf("*/", index + 2);
      index = end === -1 ? text.length : end + 2;
      continue;
    }
    if (char === '"' || char === "'" || char === "(") {
      index = skipGroup(text, index);
      continue;
    }
    if (char === separator) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
    index++;
  }
  parts.push(text.slice(start));
  return parts;
}

/** Splits a stylesheet (or a block's content) into its top-level rules and statements. */
function parse(css: string): Node[] {
  const nodes: Node[] = [];
  let start = 0;
  let index = 0;
  let depth = 0;
  let bodyStart = -1;
  while (index < css.length) {
    const char = css[index];
    if (char === "/" && css[index + 1] === "*") {
      const end = css.indexOf("*/", index + 2);
      index = end === -1 ? css.length : end + 2;
      continue;
    }
    if (char === '"' || char === "'" || char === "(") {
      index = skipGroup(css, index);
      continue;
    }
    if (char === "{" && depth++ === 0) bodyStart = index;
    else if (char === "}" && --depth === 0) {
      nodes.push({ prelude: css.slice(start, bodyStart), body: css.slice(bodyStart + 1, index) });
      start = index + 1;
    } else if (char === ";" && depth === 0) {
      nodes.push({ raw: css.slice(start, index + 1) });
      start = index + 1;
    }
    index++;
  }
  if (start < css.length) nodes.push({ raw: css.slice(start) });
  return nodes;
}

const groupingAtRule = /^\s*@(media|supports|layer|container|scope)\b/i;

function transform(
  css: string,
  rule: (prelude: string, body: string) => { prelude: string; body: string } | undefined,
): string {
  return parse(css)
    .map((node) => {
      if ("raw" in node) return node.raw;
      if (groupingAtRule.test(node.prelude)) {
        const inner = transform(node.body, rule);
        return inner.trim() === "" ? "" : `${node.prelude}{${inner}}`;
      }
      if (node.prelude.trim().startsWith("@")) return `${node.prelude}{${node.body}}`;
      const kept = rule(node.prelude, node.body);
      return kept === undefined ? "" : `${kept.prelude}{${kept.body}}`;
    })
    .join("");
}

/**
 * Drops the selectors that need one of the theme classes; a rule left with none is dropped.
 *
 * @example
 * dropThemes(":root{--a:1}:root:where(.pf-v6-theme-glass){--a:2}", ["pf-v6-theme-glass"]);
 * // → ":root{--a:1}"
 */
export function dropThemes(css: string, themes: readonly string[] = unusedThemeClasses): string {
  const needsTheme = new RegExp(`\\.(?:${themes.join("|")})(?![\\w-])`);
  return transform(css, (prelude, body) => {
    const selectors = splitTopLevel(prelude, ",").filter((selector) => !needsTheme.test(selector));
    return selectors.length === 0 ? undefined : { prelude: selectors.join(","), body };
  });
}

/** PatternFly's stylesheets: the base one and each component's. */
const patternflyStylesheet = /[\\/]@patternfly[\\/]react-(?:core|styles)[\\/].*\.css$/;

/**
 * Build plugin: PatternFly's stylesheets lose the rules of the themes the console never uses
 * before they are bundled (so the file names' hashes follow the trimmed content), leaving less
 * CSS between the first request and the first paint.
 */
export function trimPatternflyCss(): Plugin {
  return {
    name: "gatehouse:trim-patternfly-css",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!patternflyStylesheet.test(id.split("?")[0] ?? id)) return undefined;
      return { code: dropThemes(code), map: null };
    },
  };
}
