import { openConsole, test } from "../support/fixtures";
import { expect } from "../roles/roles-helpers";
import {
  adminClient,
  copyBrowserFlow,
  flowRoute,
  rowAction,
  stepRow,
} from "../authentication/flow-editor-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in an authentication flow's sub-flows", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("sub-flow names and descriptions show as typed in the flow editor and its dialogs", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const flow = await copyBrowserFlow(freshRealm, "hostile");
    const client = await adminClient();
    for (const payload of payloads)
      await client.authenticationManagement.addFlowToFlow({
        realm: freshRealm,
        flow: flow.alias,
        alias: payload.text,
        description: `about ${payload.text}`,
        type: "basic-flow",
      });

    await openConsole(page, flowRoute(freshRealm, flow.id));
    for (const { text } of payloads) {
      const row = stepRow(page, text);
      await expect(row.getByText(text, { exact: true })).toBeVisible();
      await expect(row.getByText(`about ${text}`, { exact: true })).toBeVisible();
    }
    await expectInert(page, dialogs, "flow editor");

    for (const { text, kind } of payloads.slice(0, 3)) {
      await rowAction(page, text, "Add step");
      const addDialog = page.getByRole("dialog", { name: `Add a step to ${text}` });
      await expect(addDialog).toBeVisible();
      await expectInert(page, dialogs, `add step dialog ${kind}`);
      await addDialog.getByRole("button", { name: "Cancel" }).click();

      await rowAction(page, text, "Delete");
      const confirm = page.getByRole("dialog", { name: /Delete the step\?/ });
      await expect(confirm).toContainText(`The sub-flow ${text} will be removed`);
      await expectInert(page, dialogs, `delete dialog ${kind}`);
      await confirm.getByRole("button", { name: "Cancel" }).click();
    }
  });
});
