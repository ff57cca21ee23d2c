/**
 * A quick theme: colours for the light and the dark scheme, a logo and a favicon, turned into the
 * files of a login theme that extends the server's keycloak.v2 login theme. The server stores
 * nothing of it; the administrator installs the archive built from these files.
 */

/** The colours of one scheme, each a hex colour such as `#0066cc`. */
export interface SchemeColours {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  link: string;
}

export const schemeColourNames = ["primary", "secondary", "background", "text", "link"] as const;
export type SchemeColourName = (typeof schemeColourNames)[number];

export const colourSchemes = ["light", "dark"] as const;
export type ColourScheme = (typeof colourSchemes)[number];

export interface QuickThemeValues {
  name: string;
  light: SchemeColours;
  dark: SchemeColours;
}

/** An image chosen for the theme, with its bytes as read from the file. */
export interface ThemeImage {
  fileName: string;
  type: string;
  bytes: Uint8Array;
}

export interface ThemeImages {
  logo?: ThemeImage;
  favicon?: ThemeImage;
}

/** Six hex digits after "#", or the three-digit short form. */
export const hexColourPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * Letters, digits and dashes, starting with a letter or digit: the name becomes a folder inside
 * the archive and the value of the realm's theme select, so nothing that needs escaping.
 */
export const themeNamePattern = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

export const quickThemeDefaults: QuickThemeValues = {
  name: "",
  light: {
    primary: "#0066cc",
    secondary: "#6a6e73",
    background: "#f0f0f0",
    text: "#151515",
    link: "#0066cc",
  },
  dark: {
    primary: "#73bcf7",
    secondary: "#b8bbbe",
    background: "#1b1d21",
    text: "#e0e0e0",
    link: "#73bcf7",
  },
};

/** What an image may be: its allowed types (by MIME type) and the largest size, in bytes. */
export interface ImageLimits {
  types: Record<string, string>;
  maxBytes: number;
}

export const logoLimits: ImageLimits = {
  types: {
    "image/png": "png",
    "image/jpeg": "jpg",
    "image/svg+xml": "svg",
    "image/gif": "gif",
    "image/webp": "webp",
  },
  maxBytes: 1024 * 1024,
};

export const faviconLimits: ImageLimits = {
  types: {
    "image/x-icon": "ico",
    "image/vnd.microsoft.icon": "ico",
    "image/png": "png",
  },
  maxBytes: 256 * 1024,
};

export type ImageProblem = "type" | "size" | undefined;

/** Why a chosen file cannot be the image, or undefined when it can. */
export function imageProblem(
  file: { type: string; size: number },
  limits: ImageLimits,
): ImageProblem {
  if (!(file.type in limits.types)) return "type";
  if (file.size > limits.maxBytes) return "size";
  return undefined;
}

/** Where the logo is kept inside the theme's resources; its extension follows its type. */
export function logoFileName(logo: ThemeImage): string {
  return `logo.${logoLimits.types[logo.type] ?? "png"}`;
}

// The keycloak.v2 login page links img/favicon.ico; browsers read an icon by its content, so a PNG
// favicon works under that name too and the page template needs no change. Not an SVG: the server
// sends the file as an icon by its name, and browsers draw SVG only when it comes as SVG.
export const faviconFileName = "favicon.ico";

/** The keycloak.v2 login theme's variables each colour sets, beside PatternFly's own. */
function schemeDeclarations(colours: SchemeColours): string[] {
  return [
    `--pf-v5-global--primary-color--100: ${colours.primary};`,
    `--pf-v5-global--primary-color--200: ${colours.primary};`,
    `--pf-v5-global--active-color--100: ${colours.primary};`,
    `--keycloak-card-top-color: ${colours.primary};`,
    `--pf-v5-global--secondary-color--100: ${colours.secondary};`,
    `--pf-v5-global--Color--100: ${colours.text};`,
    `--pf-v5-global--link--Color: ${colours.link};`,
    `--pf-v5-global--link--Color--hover: ${colours.link};`,
    `--quick-theme-background: ${colours.background};`,
  ];
}

/**
 * The stylesheet added after the parent's: the light scheme on the page's root, the dark one
 * where the keycloak.v2 login page marks the dark scheme (its `pf-v5-theme-dark` class).
 */
export function quickThemeCss(values: QuickThemeValues, images: ThemeImages): string {
  const indent = (lines: string[]) => lines.map((line) => `  ${line}`).join("\n");
  const logo =
    images.logo === undefined
      ? []
      : [`--keycloak-logo-url: url("../img/${logoFileName(images.logo)}");`];
  return [
    `:root {\n${indent([...schemeDeclarations(values.light), ...logo])}\n}`,
    `.pf-v5-theme-dark {\n${indent(schemeDeclarations(values.dark))}\n}`,
    // The parent draws a picture behind the sign-in card; the chosen background replaces it.
    `.pf-v5-c-login {\n  background: var(--quick-theme-background);\n}`,
    "",
  ].join("\n\n");
}

/** The login theme's properties: the parent, and its stylesheet followed by the quick theme's. */
export function quickThemeProperties(): string {
  return [
    "parent=keycloak.v2",
    "import=common/keycloak",
    "styles=css/styles.css css/quick-theme.css",
    "darkMode=true",
    "",
  ].join("\n");
}

/** The archive's theme list, which the server reads to find the themes a JAR provides. */
export function themeDescriptor(name: string): string {
  return `${JSON.stringify({ themes: [{ name, types: ["login"] }] }, null, 2)}\n`;
}

/** The colours to preview: a colour still being typed shows as the scheme's default meanwhile. */
export function previewColours(scheme: ColourScheme, colours: SchemeColours): SchemeColours {
  const shown = (name: SchemeColourName) =>
    hexColourPattern.test(colours[name]) ? colours[name] : quickThemeDefaults[scheme][name];
  return {
    primary: shown("primary"),
    secondary: shown("secondary"),
    background: shown("background"),
    text: shown("text"),
    link: shown("link"),
  };
}

/** The relative luminance of a hex colour, as WCAG defines it. */
function luminance(hex: string): number {
  // "#abc" is short for "#aabbcc".
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const digits = [full.slice(1, 3), full.slice(3, 5), full.slice(5, 7)];
  const [red = 0, green = 0, blue = 0] = digits.map((pair) => {
    const channel = Number.parseInt(pair, 16) / 255;
    return channel <= 0.039_28 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two hex colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** WCAG AA's least contrast for body text. */
export const readableContrast = 4.5;

/**
 * The colours of a scheme that are hard to read on its background (text and links), with their
 * contrast: a warning only, since the choice is the administrator's.
 */
export function lowContrastColours(
  colours: SchemeColours,
): { colour: "text" | "link"; ratio: number }[] {
  return (["text", "link"] as const)
    .map((colour) => ({ colour, ratio: contrastRatio(colours[colour], colours.background) }))
    .filter(({ ratio }) => ratio < readableContrast);
}
