/** Messages of one realm and language, as a flat map of key to text. */
export type Messages = Record<string, string>;

/** The characters that separate a key from its value and start a line without meaning. */
const blank = new Set([" ", "\t", "\f"]);

const namedEscapes: Record<string, string> = { t: "\t", n: "\n", r: "\r", f: "\f" };

function skipBlank(text: string, from: number): number {
  let index = from;
  while (index < text.length && blank.has(text.charAt(index))) index++;
  return index;
}

/** A line continues on the next one when it ends in an odd number of backslashes. */
function continues(line: string): boolean {
  const trailing = /\\+$/.exec(line);
  return trailing !== null && trailing[0].length % 2 === 1;
}

/**
 * Joins continued lines into logical lines and drops blank and comment lines. A comment never
 * continues, and the leading blanks of a continuation line are not part of the value.
 */
function logicalLines(text: string): string[] {
  const physical = text.split(/\r\n|\r|\n/);
  const lines: string[] = [];
  for (let index = 0; index < physical.length; index++) {
    const first = physical[index] ?? "";
    let line = first.slice(skipBlank(first, 0));
    if (line === "" || line.startsWith("#") || line.startsWith("!")) continue;
    while (continues(line)) {
      line = line.slice(0, -1);
      if (index + 1 >= physical.length) break;
      const next = physical[++index] ?? "";
      line += next.slice(skipBlank(next, 0));
    }
    lines.push(line);
  }
  return lines;
}

function unescape(text: string): string {
  let result = "";
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (char !== "\\" || index + 1 >= text.length) {
      result += char;
      continue;
    }
    const escaped = text.charAt(++index);
    if (escaped === "u") {
      const hex = text.slice(index + 1, index + 5);
      // A broken escape is a broken file; guessing would ship a wrong text.
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new Error(`Malformed \\u escape: "\\u${hex}".`);
      result += String.fromCharCode(parseInt(hex, 16));
      index += 4;
    } else {
      result += namedEscapes[escaped] ?? escaped;
    }
  }
  return result;
}

/** Where the key of a logical line ends: at the first unescaped `=`, `:` or blank. */
function keyEnd(line: string): number {
  for (let index = 0; index < line.length; index++) {
    const char = line.charAt(index);
    if (char === "\\") index++;
    else if (char === "=" || char === ":" || blank.has(char)) return index;
  }
  return line.length;
}

/**
 * Reads Java `.properties` text the way the server reads a theme's messages: `key=value`,
 * `key: value` and `key value`; `#` and `!` comments; lines continued with a trailing backslash;
 * `\t`, `\n`, `\r`, `\f` and `\uXXXX` escapes, a backslash before any other character standing
 * for that character. The theme build and the browser both read messages with it, so the two
 * can never disagree about what a file says.
 *
 * @example
 * parseProperties("tryAgain = Try again\n! note\nreload: Reload"); // { tryAgain: "Try again", reload: "Reload" }
 */
export function parseProperties(text: string): Messages {
  const messages: Messages = {};
  for (const line of logicalLines(text)) {
    const end = keyEnd(line);
    let valueStart = skipBlank(line, end);
    // One `=` or `:` may follow the blanks after a key: "key = value".
    if (line.charAt(valueStart) === "=" || line.charAt(valueStart) === ":") {
      valueStart = skipBlank(line, valueStart + 1);
    }
    messages[unescape(line.slice(0, end))] = unescape(line.slice(valueStart));
  }
  return messages;
}
