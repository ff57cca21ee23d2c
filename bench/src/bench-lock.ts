import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isAlive } from "@gatehouse/server/keycloak-process";
import { lockHolder } from "./bench-server";

const waitStepMs = 5_000;

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * Waits until no other benchmark run uses the benchmark's own server, then holds it: two runs at
 * once would install their JARs and switch the realm's console under each other. Returns the
 * release.
 */
export async function holdBenchServer(
  cacheDir: string,
  log: (line: string) => void,
): Promise<() => void> {
  mkdirSync(cacheDir, { recursive: true });
  const lock = join(cacheDir, "bench.lock");
  let told = false;
  for (;;) {
    const text = readText(lock);
    const holder = lockHolder(text, isAlive);
    if (holder === undefined) {
      try {
        // A lock left by a run that ended is removed; "wx": of two runs arriving together, only
        // one creates the file.
        if (text !== undefined) rmSync(lock, { force: true });
        writeFileSync(lock, String(process.pid), { flag: "wx" });
        return () => {
          rmSync(lock, { force: true });
        };
      } catch {
        // Another run took it first: wait for that one.
      }
    } else if (!told) {
      log(`Another benchmark run (process ${String(holder)}) uses the server: waiting for it…`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, waitStepMs));
  }
}
