import { expect, test } from "./fixtures";
import { watchBrowser } from "./browser-watch";

/** A page with a Content-Security-Policy that forbids the inline script it carries. */
const blockedScript = `data:text/html,<meta http-equiv="Content-Security-Policy" content="script-src 'none'"><script>document.title = "ran"</script>`;
const failingScript = `data:text/html,<script>console.error("boom"); setTimeout(() => { throw new Error("uncaught") })</script>`;

test.describe("browser watch", () => {
  test("records console errors, uncaught exceptions and CSP violations, also of pages opened later", async ({
    browser,
  }) => {
    // A context of its own: the test's own context would fail this test through the fixture.
    const context = await browser.newContext();
    try {
      const problems = await watchBrowser(context);
      const page = await context.newPage();
      await page.goto(blockedScript);
      const later = await context.newPage();
      await later.goto(failingScript);

      await expect
        .poll(() => problems.map((problem) => problem.kind).sort())
        .toEqual([
          "console error",
          "console error",
          "content security policy violation",
          "uncaught exception",
        ]);
      expect(problems.map((problem) => problem.text)).toEqual(
        expect.arrayContaining(["boom", expect.stringContaining("Error: uncaught")]),
      );
    } finally {
      await context.close();
    }
  });
});
