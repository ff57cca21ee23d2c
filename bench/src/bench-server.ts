import { join, resolve } from "node:path";
import { repoRoot } from "@gatehouse/server/paths";

/** Where the benchmark's own server keeps its distribution, data, log and process id. */
export const benchCacheDir = join(repoRoot, ".cache", "keycloak-bench");

/**
 * The environment for the benchmark's own server: its own port and cache folder (so the
 * development server is left alone), the theme installed as a JAR, and no `KEYCLOAK_URL` or state
 * folder of the development server's.
 *
 * @example
 * benchServerEnv(8280, { KEYCLOAK_URL: "http://localhost:8080", PATH: "/bin" });
 * // → { PATH: "/bin", KC_PORT: "8280", KC_MANAGEMENT_PORT: "9280", GATEHOUSE_CACHE_DIR: …, GATEHOUSE_THEME_MODE: "installed" }
 */
export function benchServerEnv(
  port: number,
  env: NodeJS.ProcessEnv,
  cacheDir = benchCacheDir,
  jar?: string,
): NodeJS.ProcessEnv {
  // Leave out the development server's address, state folder and management port.
  const rest = Object.fromEntries(
    Object.entries(env).filter(
      ([name]) =>
        !["KEYCLOAK_URL", "KC_STATE_DIR", "KC_MANAGEMENT_PORT", "GATEHOUSE_THEME_JAR"].includes(
          name,
        ),
    ),
  );
  return {
    ...rest,
    KC_PORT: String(port),
    KC_MANAGEMENT_PORT: String(port + 1000),
    GATEHOUSE_CACHE_DIR: cacheDir,
    GATEHOUSE_THEME_MODE: "installed",
    ...(jar === undefined ? {} : { GATEHOUSE_THEME_JAR: resolve(jar) }),
  };
}

export const benchServerUrl = (port: number) => `http://localhost:${String(port)}`;

/**
 * The process holding the benchmark server's lock, from the lock file's text, when it is still
 * alive (a lock left by a process that ended is free).
 *
 * @example
 * lockHolder("4242\n", () => true); // → 4242
 * lockHolder("4242\n", () => false); // → undefined
 */
export function lockHolder(
  text: string | undefined,
  alive: (pid: number) => boolean,
): number | undefined {
  const pid = Number(text?.trim());
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : undefined;
}
