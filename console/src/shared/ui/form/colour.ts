/** A colour as CSS writes it in hexadecimal: `#rgb` or `#rrggbb`, either case. */
export const hexColourPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Whether the text (spaces around it aside) is a `#rgb` or `#rrggbb` colour. */
export function isHexColour(text: string): boolean {
  return hexColourPattern.test(text.trim());
}

/**
 * The colour in the only form a native colour input takes (`#rrggbb`, lower case), or `fallback`
 * when the text is no hexadecimal colour: the picker cannot show a half-typed value.
 */
export function pickerColour(text: string, fallback = "#000000"): string {
  const trimmed = text.trim();
  if (!isHexColour(trimmed)) return fallback;
  const digits = trimmed.slice(1).toLowerCase();
  // Each digit of the short form stands for itself twice: #abc is #aabbcc.
  return `#${digits.length === 3 ? digits.replace(/./g, "$&$&") : digits}`;
}

/**
 * Relative luminance as WCAG defines it (0 black … 1 white), of a `#rgb` or `#rrggbb` colour;
 * undefined for anything else.
 */
export function relativeLuminance(text: string): number | undefined {
  if (!isHexColour(text)) return undefined;
  const hex = pickerColour(text);
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * Black or white, whichever reads better on `background`: text drawn on a colour an
 * administrator picked stays legible whatever they pick.
 */
export function readableTextOn(background: string): "#000000" | "#ffffff" {
  const luminance = relativeLuminance(background) ?? 1;
  // Contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05; they meet at L ≈ 0.179.
  return luminance > 0.179 ? "#000000" : "#ffffff";
}
