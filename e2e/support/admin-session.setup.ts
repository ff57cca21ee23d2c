import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { test as setup } from "@playwright/test";
import { adminSessionFile, consoleUrl } from "./admin-session";
import { bootstrapAdmin } from "../../server/src/keycloak-url";

setup("the master administrator signs in once for every test", async ({ page, context }) => {
  await page.goto(consoleUrl("master"));
  await page.getByRole("textbox", { name: /username/i }).fill(bootstrapAdmin.username);
  await page.getByLabel("Password", { exact: true }).fill(bootstrapAdmin.password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin/master/console/"));
  await page.getByRole("banner").waitFor();
  // Only the server's session cookies: the console's local storage (recent realms, theme) would
  // leak one run's choices into every test.
  const { cookies } = await context.storageState();
  mkdirSync(dirname(adminSessionFile), { recursive: true });
  writeFileSync(adminSessionFile, JSON.stringify({ cookies, origins: [] }, null, 2));
});
