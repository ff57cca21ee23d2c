import { defineConfig } from "@playwright/test";
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
    { name: "console", testDir: "./e2e", testMatch: "**/*.spec.ts" },
    { name: "login", testDir: "./packages/login/test/e2e", testMatch: "**/*.spec.ts" },
  ],
});
