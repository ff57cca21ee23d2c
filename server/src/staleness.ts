import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Whether a build output must be made again: it is missing, or a source changed after it was
 * made. Checking out other commits (a `git pull`) gives the files it touches the current time,
 * so they count as changed.
 *
 * @example
 * isOutputStale(undefined, [1000]); // → true
 * isOutputStale(2000, [1000, 1500]); // → false
 */
export function isOutputStale(
  outputModified: number | undefined,
  sourcesModified: readonly number[],
): boolean {
  if (outputModified === undefined) return true;
  return sourcesModified.some((modified) => modified > outputModified);
}

/** Every file below a folder, at any depth; none when the folder does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * When each of the given files and folders, and everything below the folders, last changed.
 * Folders count themselves: deleting or renaming a file changes only its folder. Files whose name
 * `ignore` accepts do not count.
 */
export function modificationTimes(
  paths: readonly string[],
  ignore: (fileName: string) => boolean = () => false,
): number[] {
  const times: number[] = [];
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    times.push(stat.mtimeMs);
    if (!stat.isDirectory()) continue;
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory() || (entry.isFile() && !ignore(entry.name))) {
        times.push(statSync(join(entry.parentPath, entry.name)).mtimeMs);
      }
    }
  }
  return times;
}

/** When a file last changed, or undefined when it does not exist. */
export function modifiedAt(path: string): number | undefined {
  return existsSync(path) ? statSync(path).mtimeMs : undefined;
}
