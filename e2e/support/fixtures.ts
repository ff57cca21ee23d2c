import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { createThrowawayRealm } from "../../server/src/testing/admin-api";

export { expect };

export interface ConsoleFixtures {
  /** A fresh realm whose console is Gatehouse, deleted after the test. */
  realm: string;
}

export const test = base.extend<ConsoleFixtures>({
  // Playwright reads a fixture's dependencies from this object pattern, so it stays even when empty.
  realm: async ({}, use, testInfo) => {
    const prefix = testInfo.titlePath
      .slice(1, 2)
      .join("-")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, 24);
    const realm = await createThrowawayRealm(prefix || "e2e", { adminTheme: "gatehouse" });
    await use(realm.name);
    await realm.dispose();
  },
});

/** Address of a realm's console, with an optional route after the hash (e.g. "master/realms"). */
export function consoleUrl(realm = "master", route = ""): string {
  return `/admin/${encodeURIComponent(realm)}/console/${route === "" ? "" : `#/${route}`}`;
}

export interface SignInOptions {
  realm?: string;
  username?: string;
  password?: string;
  route?: string;
}

/** Opens a realm's console and signs in through the server's own login page. */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<void> {
  const { realm = "master", username = "admin", password = "admin", route = "" } = options;
  await page.goto(consoleUrl(realm, route));
  await page.getByRole("textbox", { name: /username/i }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/admin/${realm}/console/`));
}

/** Extra time an axe scan may take: it walks the whole page and is slow on a busy machine. */
const axeAllowanceMs = 90_000;

/** Runs axe on the page (WCAG 2.1 A and AA) and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + axeAllowanceMs);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${String(violation.nodes.length)})`,
  );
  expect(summary).toEqual([]);
}
