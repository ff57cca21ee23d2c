import { describe, expect, it } from "vitest";
import { benchServerEnv, lockHolder } from "./bench-server";

describe("benchServerEnv (the benchmark's own Keycloak)", () => {
  it("gives it its own port, management port, cache folder and the installed theme", () => {
    const env = benchServerEnv(8280, { PATH: "/usr/bin", KC_PORT: "8080" }, "/cache/bench");
    expect(env).toEqual({
      PATH: "/usr/bin",
      KC_PORT: "8280",
      KC_MANAGEMENT_PORT: "9280",
      GATEHOUSE_CACHE_DIR: "/cache/bench",
      GATEHOUSE_THEME_MODE: "installed",
    });
  });

  it("drops the development server's address and state folder", () => {
    const env = benchServerEnv(
      8300,
      { KEYCLOAK_URL: "http://localhost:8080", KC_STATE_DIR: "/state", KC_MANAGEMENT_PORT: "9080" },
      "/cache/bench",
    );
    expect(env.KEYCLOAK_URL).toBeUndefined();
    expect(env.KC_STATE_DIR).toBeUndefined();
    expect(env.KC_MANAGEMENT_PORT).toBe("9300");
  });

  it("installs another JAR when one is given", () => {
    expect(benchServerEnv(8280, {}, "/cache/bench", "/builds/old.jar").GATEHOUSE_THEME_JAR).toBe(
      "/builds/old.jar",
    );
    expect(benchServerEnv(8280, { GATEHOUSE_THEME_JAR: "/x.jar" }).GATEHOUSE_THEME_JAR).toBe(
      undefined,
    );
  });
});

describe("lockHolder (one benchmark run at a time on its server)", () => {
  it("is the process named in the lock while it runs", () => {
    expect(lockHolder("4242\n", (pid) => pid === 4242)).toBe(4242);
  });

  it("is nobody when the lock is missing, unreadable or left by a process that ended", () => {
    expect(lockHolder(undefined, () => true)).toBeUndefined();
    expect(lockHolder("not a pid", () => true)).toBeUndefined();
    expect(lockHolder("4242", () => false)).toBeUndefined();
  });
});
