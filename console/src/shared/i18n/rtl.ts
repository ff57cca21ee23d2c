/** Languages written right to left (spec §1). Compared on the primary subtag: "ar-EG" → "ar". */
const rightToLeftLanguages = new Set([
  "ar",
  "dv",
  "fa",
  "ha",
  "he",
  "iw",
  "ji",
  "ps",
  "sd",
  "ug",
  "ur",
  "yi",
]);

export function isRightToLeft(locale: string): boolean {
  const primary = locale.toLowerCase().split(/[-_]/)[0] ?? "";
  return rightToLeftLanguages.has(primary);
}

export function textDirection(locale: string): "rtl" | "ltr" {
  return isRightToLeft(locale) ? "rtl" : "ltr";
}
