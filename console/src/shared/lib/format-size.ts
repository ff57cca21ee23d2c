const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/**
 * A byte count as people read it, in the given language: "512 bytes", "1.5 kB", "3 MB" (decimal
 * units, as file managers show them).
 *
 * @example
 * formatSize(1536, "en"); // → "1.5 kB"
 */
export function formatSize(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1000 && index < units.length - 1) {
    value /= 1000;
    index++;
  }
  const unit = units[index] ?? "byte";
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit,
    unitDisplay: index === 0 ? "long" : "short",
    maximumFractionDigits: index === 0 ? 0 : 1,
  }).format(value);
}
