import { adminFetch } from "../../server/src/testing/admin-api";
import { goToRoute, openConsole, test } from "../support/fixtures";
import { expect, json } from "../roles/roles-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in the realm's security settings", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("security headers show as typed on the security defenses tab", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    await openConsole(page, `${freshRealm}/realm-settings/security-defenses`);
    for (const payload of payloads) {
      const current = await json<{ browserSecurityHeaders?: Record<string, string> }>(
        `/${freshRealm}`,
      );
      // Headers the browser would enforce on the realm's own pages stay as they were.
      await adminFetch(`/${freshRealm}`, {
        method: "PUT",
        body: JSON.stringify({
          ...current,
          browserSecurityHeaders: {
            ...current.browserSecurityHeaders,
            xRobotsTag: payload.text,
            contentSecurityPolicyReportOnly: payload.text,
          },
        }),
      });
      await goToRoute(page, `${freshRealm}/realm-settings/security-defenses`);
      await page.reload();
      await expect(page.getByRole("textbox", { name: "X-Robots-Tag", exact: true })).toHaveValue(
        payload.text,
      );
      await expect(
        page.getByRole("textbox", { name: "Content-Security-Policy-Report-Only", exact: true }),
      ).toHaveValue(payload.text);
      await expectInert(page, dialogs, `realm security headers ${payload.kind}`);
    }
  });
});
