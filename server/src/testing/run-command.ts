import { spawn } from "node:child_process";

/**
 * Runs a shell command with the terminal, resolving to its exit code. Ctrl-C reaches the command
 * (same terminal); this process waits for it to end instead of dying first, so whoever called
 * can still clean up (e.g. stop a server it started).
 */
export function runCommand(command: string, env: Record<string, string> = {}): Promise<number> {
  const child = spawn(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
  const onInt = forward("SIGINT");
  const onTerm = forward("SIGTERM");
  process.on("SIGINT", onInt);
  process.on("SIGTERM", onTerm);
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      process.off("SIGINT", onInt);
      process.off("SIGTERM", onTerm);
      resolve(code ?? 1);
    });
  });
}
