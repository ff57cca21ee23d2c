import { defineConfig } from "@playwright/test";
import { adminSessionFile } from "./e2e/support/admin-session";
import { chromiumArgs, findChromium } from "./server/src/chromium";
import { keycloakUrl } from "./server/src/keycloak-url";

const ci = process.env.CI === "true";

export default defineConfig({
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // Two cores: the server and the browser share them.
  workers: 2,
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
