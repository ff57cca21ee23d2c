import { defineConfig } from "@playwright/test";
import { adminSessionFile } from "./e2e/support/admin-session";
import { chromiumArgs, findChromium } from "./server/src/chromium";
import { keycloakUrl } from "./server/src/keycloak-url";
import { v1AdminSessionFile, v1Url } from "./e2e/permissions-v1/v1-server";

const ci = process.env.CI === "true";

export default defineConfig({
  forbidOnly: ci,
  // No retries: a test that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  // Measured on two cores with the server on the same machine (and other work beside it): the
  // suite took 10.3 min with two workers, 6.1 to 6.6 min with three and 8.2 min with four. Most of
  // a test's time is spent waiting for the server or the browser, so a third worker fills the
  // cores; a fourth leaves the server short of CPU and every test waits longer.
  workers: 3,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: ci ? [["list"], ["html", { open: "never" }]] : [["list"]],
  // Deletes the test realms whose deletion a run put off (only against releases before 26.5).
  globalTeardown: "./e2e/support/deferred-realms.teardown.ts",
  use: {
    baseURL: keycloakUrl(),
    // A trace records screenshots and page snapshots of every action of every test, passing ones
    // included. CI keeps a run's output (a failure's error and call log), not its files, so there
    // a trace is only cost, on two cores the browser already fills. Locally a failed test keeps it.
    trace: ci ? "off" : "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    // Signs the master administrator in once; console tests start with that session's cookies.
    { name: "admin-session", testDir: "./e2e/support", testMatch: "admin-session.setup.ts" },
    {
      name: "console",
      testDir: "./e2e",
      testMatch: "**/*.spec.ts",
      testIgnore: ["permissions-v1/**", "extensions/**"],
      dependencies: ["admin-session"],
      use: { storageState: adminSessionFile },
    },
    // Fine-grained admin permissions v1 cannot run beside v2, so their tests get a second server,
    // started only when one of them runs (it overlaps the other projects' tests) and stopped after.
    {
      name: "permissions-v1-server",
      testDir: "./e2e/permissions-v1",
      testMatch: "v1-server.setup.ts",
      teardown: "permissions-v1-server-stop",
      use: { baseURL: v1Url },
    },
    {
      name: "permissions-v1-server-stop",
      testDir: "./e2e/permissions-v1",
      testMatch: "v1-server.teardown.ts",
    },
    {
      name: "permissions-v1",
      testDir: "./e2e/permissions-v1",
      testMatch: "**/*.spec.ts",
      dependencies: ["permissions-v1-server"],
      use: { baseURL: v1Url, storageState: v1AdminSessionFile },
    },
    // Phase Two's organizations extension: only against a server that has it, which `npm test`
    // starts for its oldest-release layer. Left out of a plain `playwright test` (see package.json).
    {
      name: "extensions",
      testDir: "./e2e/extensions",
      testMatch: "**/*.spec.ts",
      dependencies: ["admin-session"],
      use: { storageState: adminSessionFile },
    },
    { name: "login", testDir: "./packages/login/test/e2e", testMatch: "**/*.spec.ts" },
  ],
});
