import { defineConfig } from "@playwright/test";
import { adminSessionFile } from "./e2e/support/admin-session";
import { chromiumArgs, findChromium } from "./server/src/chromium";
import { keycloakUrl } from "./server/src/keycloak-url";

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
  use: {
    baseURL: keycloakUrl(),
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    // Signs the master administrator in once; console tests start with that session's cookies.
    { name: "admin-session", testDir: "./e2e/support", testMatch: "admin-session.setup.ts" },
    {
      name: "console",
      testDir: "./e2e",
      testMatch: "**/*.spec.ts",
      dependencies: ["admin-session"],
      use: { storageState: adminSessionFile },
    },
    { name: "login", testDir: "./packages/login/test/e2e", testMatch: "**/*.spec.ts" },
  ],
});
