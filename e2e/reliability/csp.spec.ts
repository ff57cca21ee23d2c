import { expect, openConsole, test } from "../support/fixtures";

/**
 * The console's own Content-Security-Policy. Every other end-to-end test runs under it too, and
 * fails on any violation it reports (see support/browser-watch.ts); this one checks that the
 * policy is really in force, by trying what it must stop.
 */
test.describe("content security policy", () => {
  test("the console runs only the scripts it ships: inline code and code from strings are refused and reported", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /script-src/,
      "this test injects inline code on purpose, to see the policy refuse it",
    );
    await openConsole(page, realm);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute("content");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        violations.push(event.violatedDirective);
      });
      const canary = window as unknown as Record<string, unknown>;
      const script = document.createElement("script");
      script.textContent = "window.inlineScriptRan = true;";
      document.body.append(script);
      const image = document.createElement("div");
      image.innerHTML = `<img src="data:," onerror="window.eventHandlerRan = true">`;
      document.body.append(image);
      // A timer given a string is evaluated as code, outside this test's own (privileged) call.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point of the test
      setTimeout("window.evaluatedStringRan = true;", 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return {
        inlineScriptRan: canary["inlineScriptRan"] === true,
        eventHandlerRan: canary["eventHandlerRan"] === true,
        evaluatedStringRan: canary["evaluatedStringRan"] === true,
        violations,
      };
    });
    expect(outcome).toEqual({
      inlineScriptRan: false,
      eventHandlerRan: false,
      evaluatedStringRan: false,
      violations: expect.arrayContaining([
        "script-src-elem",
        "script-src-attr",
        "script-src",
      ]) as unknown,
    });
  });

  test.describe("on a system that prefers dark", () => {
    test.use({ colorScheme: "dark" });

    test("the colour scheme, set by a script file before the first paint, follows the system unless the user chose light", async ({
      page,
      realm,
    }) => {
      // The root element's classes at the moment the console first renders into the page.
      const classesAtFirstRender = () =>
        page.evaluate(
          () => (window as unknown as { classesAtFirstRender?: string }).classesAtFirstRender,
        );
      await page.addInitScript(() => {
        localStorage.setItem(
          "colorScheme",
          JSON.stringify(localStorage.getItem("next") ?? "system"),
        );
        const observer = new MutationObserver(() => {
          if (document.getElementById("app")?.firstChild == null) return;
          (window as unknown as { classesAtFirstRender: string }).classesAtFirstRender =
            document.documentElement.className;
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      await openConsole(page, realm);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await classesAtFirstRender()).toContain("pf-v6-theme-dark");

      await page.evaluate(() => {
        localStorage.setItem("next", "light");
      });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await classesAtFirstRender()).not.toContain("pf-v6-theme-dark");
      await expect(page.locator("html")).not.toHaveClass(/pf-v6-theme-dark/);
    });
  });
});
