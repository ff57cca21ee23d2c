import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { consoleUrl, goToRoute, openConsole, signedOut } from "./admin-session";
import { describeProblems, watchBrowser, type BrowserProblem } from "./browser-watch";
import { createTestRealm, FileRealms, realmPrefix } from "./realms";

export { consoleUrl, expect, goToRoute, openConsole, signedOut };

export interface BrowserWatch {
  /**
   * Accepts console errors matching `text` (and, when given, coming from an address matching
   * `where`) for this test only, e.g. the browser's log line for a request the test makes the
   * server refuse on purpose. Say why in `reason`.
   */
  allow(text: RegExp, reason: string, where?: RegExp): void;
}

export interface ConsoleFixtures {
  /**
   * The spec file's throwaway realm (console: Gatehouse), shared by the file's tests and deleted
   * after them. Tests that create data in it give it names of their own (see `unique`).
   */
  realm: string;
  /** A realm for this test alone, deleted after it: for tests that need an empty realm. */
  freshRealm: string;
  /** Fails the test on any console error, uncaught exception or CSP violation of its pages. */
  browserWatch: BrowserWatch;
}

export interface WorkerFixtures {
  fileRealms: FileRealms;
}

export const test = base.extend<ConsoleFixtures, WorkerFixtures>({
  // Playwright reads a fixture's dependencies from this object pattern, so it stays even when empty.
  fileRealms: [
    async ({}, use) => {
      const realms = new FileRealms();
      await use(realms);
      await realms.dispose();
    },
    { scope: "worker" },
  ],
  realm: async ({ fileRealms }, use, testInfo) => {
    await use(await fileRealms.realmFor(testInfo.file, outermostTitle(testInfo.titlePath)));
  },
  freshRealm: async ({ context }, use, testInfo) => {
    const realm = await createTestRealm(realmPrefix(outermostTitle(testInfo.titlePath), "own"));
    await use(realm.name);
    await closePages(context);
    await realm.dispose();
  },
  browserWatch: [
    async ({ context }, use) => {
      const problems = await watchBrowser(context);
      const allowed: { text: RegExp; where: RegExp | undefined }[] = [];
      await use({ allow: (text, _reason, where) => allowed.push({ text, where }) });
      const unexpected = problems.filter(
        (problem: BrowserProblem) =>
          !allowed.some(
            (entry) => entry.text.test(problem.text) && (entry.where?.test(problem.where) ?? true),
          ),
      );
      if (unexpected.length > 0)
        throw new Error(`The browser reported problems:\n${describeProblems(unexpected)}`);
    },
    { auto: true },
  ],
});

/**
 * Closes the test's pages before its realm is deleted: an open console keeps checking its session
 * in a frame of the realm, and would report the deleted realm's 404 as a console error.
 */
export async function closePages(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((open) => open.close()));
}

/** The outermost describe title, or the test's own title outside a describe. */
function outermostTitle(titlePath: string[]): string {
  // titlePath starts with the file's path; the next entry is the outermost group (or the test).
  return titlePath[1] ?? "";
}

export interface SignInOptions {
  realm?: string;
  username?: string;
  password?: string;
  route?: string;
}

/**
 * Opens a realm's console and signs in through the server's own login page. The master
 * administrator needs no sign-in: use `openConsole`, which reuses the stored session.
 */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<void> {
  const { realm = "master", username = "admin", password = "admin", route = "" } = options;
  await page.goto(consoleUrl(realm, route));
  await page.getByRole("textbox", { name: /username/i }).fill(username);
  const passwordField = page.getByLabel("Password", { exact: true });
  // A realm with organizations on asks for the username first, the password on a page of its own.
  if (!(await passwordField.isVisible()))
    await page.getByRole("button", { name: /sign in/i }).click();
  await passwordField.fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/admin/${realm}/console/`));
}

/** Extra time an axe scan may take: it walks the whole page and is slow on a busy machine. */
const axeAllowanceMs = 90_000;

/**
 * Color contrast measured while a menu, alert or dialog fades in or out reads the half-drawn
 * colors; such a finding is scanned again, and only one that stays counts.
 */
const contrastRescans = 2;

export interface AxeScanOptions {
  /**
   * Parts of the page axe leaves out, by CSS selector. A frame sandboxed without scripts (a
   * preview of the administrator's own styles) cannot take axe's script: scanning it would hang
   * until axe gives up and log each refused script as a console error.
   */
  exclude?: readonly string[];
}

/** Runs axe on the page (WCAG 2.1 A and AA) and expects no violations. */
export async function expectNoAxeViolations(
  page: Page,
  { exclude = [] }: AxeScanOptions = {},
): Promise<void> {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + axeAllowanceMs);
  let summary: string[] = [];
  for (let scan = 0; scan <= contrastRescans; scan += 1) {
    const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
    for (const selector of exclude) builder.exclude(selector);
    const results = await builder.analyze();
    summary = results.violations.map(
      (violation) => `${violation.id}: ${violation.help} (${String(violation.nodes.length)})`,
    );
    const onlyContrast = results.violations.every((violation) => violation.id === "color-contrast");
    if (summary.length === 0 || !onlyContrast) break;
    await page.waitForTimeout(1_000);
  }
  expect(summary).toEqual([]);
}
