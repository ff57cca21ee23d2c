import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { expect } from "../roles/roles-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

/** Every payload in one text, so each field meets them all. */
const hostile = payloads.map((payload) => payload.text).join(" | ");

const fields: Record<string, string> = {
  "_providerConfig.assets.logo.url": hostile,
  "_providerConfig.assets.favicon.url": hostile,
  "_providerConfig.assets.appicon.url": hostile,
  "_providerConfig.assets.login.primaryColor": hostile,
  "_providerConfig.assets.login.css": hostile,
  "_providerConfig.assets.email.footer.line1": hostile,
  "_providerConfig.assets.email.footer.line2": hostile,
  "_providerConfig.assets.portal.backgroundColor": hostile,
  "_providerConfig.assets.portal.css": hostile,
};

/** Nothing stored became markup inside a preview either (it runs no scripts in any case). */
async function expectPreviewInert(page: Page, title: string) {
  const frame = page.frameLocator(`iframe[title="${title}"]`);
  await expect(frame.locator("body")).toBeVisible();
  await expect(frame.locator('img[src="x"], svg, script, a, iframe, object, embed')).toHaveCount(0);
}

test.describe("hostile data in the extension styles", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("style attributes show as typed in their fields and stay text in the previews", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const current = (await (await adminFetch(`/${freshRealm}`)).json()) as {
      attributes?: Record<string, string>;
    };
    await adminFetch(`/${freshRealm}`, {
      method: "PUT",
      body: JSON.stringify({ ...current, attributes: { ...current.attributes, ...fields } }),
    });

    await openConsole(page, `${freshRealm}/ext-styles/general`);
    await expect(page.getByRole("textbox", { name: "Logo URL", exact: true })).toHaveValue(hostile);
    await expectInert(page, dialogs, "styles, general");

    for (const [tab, field, preview] of [
      ["Login pages", "Custom CSS", "Preview of a login page"],
      ["E-mails", "Footer line 1", "Preview of an e-mail"],
      ["Portal", "Custom CSS", "Preview of the portal"],
    ] as const) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await expect(page.getByRole("textbox", { name: field, exact: true })).toHaveValue(hostile);
      await expectPreviewInert(page, preview);
      await expectInert(page, dialogs, `styles, ${tab}`);
    }
  });
});
