import { adminFetch } from "../../server/src/testing/admin-api";
import { flowRow, flowsTable, rowAction, storedFlows } from "../authentication/flows-helpers";
import { openConsole, test } from "../support/fixtures";
import { expect } from "../roles/roles-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in authentication flows", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("flow names and descriptions show as typed on the flows tab and in the flow dialogs", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    for (const payload of payloads)
      // The server may refuse a name; what it stores is what the page must show.
      await adminFetch(`/${freshRealm}/authentication/flows`, {
        method: "POST",
        body: JSON.stringify({
          alias: payload.text,
          description: payload.text,
          providerId: "basic-flow",
          topLevel: true,
          builtIn: false,
        }),
      }).catch(() => undefined);
    const stored = new Set((await storedFlows(freshRealm)).map((flow) => flow.alias));
    const seeded = payloads.filter((payload) => stored.has(payload.text));
    expect(seeded.length).toBeGreaterThan(0);

    await openConsole(page, `${freshRealm}/authentication/flows?size=50`);
    const table = flowsTable(page);
    for (const { text } of seeded) {
      const row = flowRow(table, text);
      await expect(row).toBeVisible();
      await expect(row.getByText(text, { exact: true }).last()).toBeAttached();
    }
    await expectInert(page, dialogs, "flows tab");

    for (const { text, kind } of seeded) {
      await rowAction(table, text, "Edit name and description");
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue(text);
      await expect(dialog.getByRole("textbox", { name: "Description" })).toHaveValue(text);
      await expectInert(page, dialogs, `edit flow dialog ${kind}`);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
    }
  });
});
