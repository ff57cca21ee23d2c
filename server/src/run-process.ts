import { spawn, type SpawnOptions } from "node:child_process";

export interface ProcessResult {
  /** Exit code; undefined when the program could not start or was ended by a signal. */
  status: number | undefined;
  /** Standard output and error together, when they were collected. */
  output: string;
  /** Why the program could not start (not installed, say). */
  error?: Error;
}

/**
 * Runs a program without blocking, so timers (progress lines) and Ctrl-C keep working while it
 * runs. Output is collected unless `stdio` says otherwise.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString("utf8");
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("error", (error) => {
      resolve({ status: undefined, output, error });
    });
    child.once("close", (code) => {
      resolve({ status: code ?? undefined, output });
    });
  });
}

/** The last lines of a program's output, for an error message. */
export function lastLines(output: string, count = 15): string {
  return output.trim().split("\n").slice(-count).join("\n");
}
