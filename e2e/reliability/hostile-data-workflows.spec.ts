import { openConsole, test } from "../support/fixtures";
import { adminCreate } from "../support/admin-create";
import { expect, seedWorkflow, workflowRow, workflowsTable } from "../workflows/workflows-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in the realm's workflows", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("workflow names, events and step settings show as typed on the list, in the YAML and among a user's scheduled steps", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    for (const payload of payloads)
      await seedWorkflow(freshRealm, {
        name: payload.text,
        on: "user-created",
        steps: [{ uses: "notify-user", after: "3d", with: { message: payload.text } }],
      });
    // Every workflow starts for a new user and schedules its step for them.
    await adminCreate(`/${freshRealm}/users`, { username: "hostile-target", enabled: true });

    await openConsole(page, `${freshRealm}/workflows?size=20`);
    for (const payload of payloads)
      await expect(workflowsTable(page).getByText(payload.text, { exact: true })).toBeVisible();
    const first = payloads[0]?.text ?? "";
    await workflowRow(page, first)
      .getByRole("button", { name: /^Show details of/ })
      .click();
    await expect(workflowsTable(page).getByRole("textbox", { name: /as YAML$/ })).toContainText(
      "window.hostileRan=1",
    );
    await expectInert(page, dialogs, "workflows list");

    await page.getByRole("button", { name: "Scheduled steps of a user" }).click();
    const picker = page.getByRole("dialog", { name: "Choose a user" });
    await picker.getByText("hostile-target").click();
    await picker.getByRole("button", { name: "Show scheduled steps" }).click();
    const scheduled = page.getByRole("dialog", { name: "Steps scheduled for hostile-target" });
    await expect(scheduled.getByText(first, { exact: true })).toBeVisible();
    await expectInert(page, dialogs, "scheduled steps");
  });
});
