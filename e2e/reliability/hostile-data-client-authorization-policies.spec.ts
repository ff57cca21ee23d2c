import { goToRoute, openConsole, test } from "../support/fixtures";
import { createPolicy, createResourceServer } from "../client-authorization/authorization-seed";
import { expect } from "../roles/roles-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in a client's authorization policies", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("policy names and descriptions show as typed on the policies list and each policy's page", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const clientId = await createResourceServer(freshRealm, "hostile-policies");
    const seeded: { id: string; name: string; description: string; kind: string }[] = [];
    for (const payload of payloads) {
      const description = `about ${payload.text}`;
      const id = await createPolicy(freshRealm, clientId, "user", {
        name: payload.text,
        description,
      });
      seeded.push({ id, name: payload.text, description, kind: payload.kind });
    }
    expect(seeded.length).toBe(payloads.length);

    // One page holds every policy.
    await openConsole(page, `${freshRealm}/clients/${clientId}/authorization/policies?size=50`);
    const table = page.getByRole("grid", { name: "Policies" });
    for (const { name, description } of seeded) {
      const link = page.getByRole("link", { name, exact: true });
      await expect(table.getByRole("row").filter({ has: link })).toContainText(description);
    }
    await expectInert(page, dialogs, "policies list");

    for (const { id, name, description, kind } of seeded) {
      await goToRoute(page, `${freshRealm}/clients/${clientId}/authorization/policy/${id}/user`);
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
      await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(description);
      await expectInert(page, dialogs, `policy page ${kind}`);
    }
  });
});
