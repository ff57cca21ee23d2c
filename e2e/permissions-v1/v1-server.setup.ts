import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { test as setup } from "@playwright/test";
import { bootstrapAdmin } from "../../server/src/keycloak-url";
import { consoleUrl } from "../support/admin-session";
import { controlV1Server, v1AdminSessionFile } from "./v1-server";

/** The first start unpacks and builds a server of its own: minutes on a busy two-core machine. */
const startAllowanceMs = 420_000;

setup(
  "a server with fine-grained admin permissions v1 starts and its administrator signs in",
  async ({ page, context }) => {
    setup.setTimeout(startAllowanceMs);
    await controlV1Server("start");
    await page.goto(consoleUrl("master"));
    await page.getByRole("textbox", { name: /username/i }).fill(bootstrapAdmin.username);
    await page.getByLabel("Password", { exact: true }).fill(bootstrapAdmin.password);
    await page.getByRole("button", { name: /sign in/i }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin/master/console/"));
    await page.getByRole("banner").waitFor();
    const { cookies } = await context.storageState();
    mkdirSync(dirname(v1AdminSessionFile), { recursive: true });
    writeFileSync(v1AdminSessionFile, JSON.stringify({ cookies, origins: [] }, null, 2));
  },
);
