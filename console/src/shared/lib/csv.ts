/**
 * Characters that make a spreadsheet read a cell as a formula (or as the start of one, after a tab
 * or a line break): a username such as `=HYPERLINK(...)` must arrive as text, not run.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: safe to open in a spreadsheet, quoted where RFC 4180 asks for it. */
export function csvCell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document (RFC 4180: comma separated, CRLF line ends) of a header row and data rows. It
 * starts with a byte order mark, so spreadsheets read non-Latin names as UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
