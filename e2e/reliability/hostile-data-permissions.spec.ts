import { adminFetch } from "../../server/src/testing/admin-api";
import {
  createAdminPermission,
  createAdminPolicy,
  enableAdminPermissions,
} from "../permissions/admin-permissions-seed";
import { expect, goToRoute, openConsole, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

/** Creates a group of a name, or answers undefined when the server refuses the name. */
async function groupNamed(realm: string, name: string): Promise<string | undefined> {
  const response = await adminFetch(`/${realm}/groups`, {
    method: "POST",
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) return undefined;
  return response.headers.get("location")?.split("/").pop();
}

test.describe("hostile data in the realm's admin permissions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("permission and policy names and descriptions, and the names of the groups a permission applies to, show as typed", async ({
    page,
    freshRealm: realm,
  }) => {
    const dialogs = watchDialogs(page);
    const client = await enableAdminPermissions(realm);
    const helpdesk = await createRealmAdmin(realm, "helpdesk", []);
    const seeded: { permission: string; policy: string; text: string; kind: string }[] = [];
    const groupsShown: string[] = [];
    for (const payload of payloads) {
      // Policies and permissions share one set of names, so each policy gets its own.
      const policy = await createAdminPolicy(realm, client, "user", {
        name: `${payload.text} (policy)`,
        description: payload.text,
        users: [helpdesk.id],
      });
      const group = await groupNamed(realm, payload.text);
      if (group !== undefined) groupsShown.push(payload.text);
      const permission = await createAdminPermission(realm, client, {
        name: payload.text,
        description: payload.text,
        resourceType: "Groups",
        // A group name the server refuses leaves the permission on every group.
        resources: group === undefined ? [] : [group],
        scopes: ["view"],
        policies: [policy],
      });
      seeded.push({ permission, policy, text: payload.text, kind: payload.kind });
    }

    await openConsole(page, `${realm}/permissions/${client}/permissions?size=20`);
    const permissions = page.getByRole("grid", { name: "Admin permissions" });
    for (const { text } of seeded)
      await expect(permissions.getByRole("link", { name: text, exact: true })).toBeVisible();
    await expectInert(page, dialogs, "admin permissions list");

    for (const { permission, text, kind } of seeded) {
      await goToRoute(page, `${realm}/permissions/${client}/permission/${permission}/Groups`);
      await expect(page.getByRole("heading", { level: 1, name: text, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(text);
      await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(text);
      if (groupsShown.includes(text))
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(`${text} (policy)`, { exact: true }).first()).toBeVisible();
      await expectInert(page, dialogs, `admin permission page ${kind}`);
    }

    await goToRoute(page, `${realm}/permissions/${client}/policies?size=20`);
    for (const { text } of seeded)
      await expect(page.getByRole("link", { name: `${text} (policy)`, exact: true })).toBeVisible();
    await expectInert(page, dialogs, "admin policies list");

    for (const { policy, text, kind } of seeded) {
      await goToRoute(page, `${realm}/permissions/${client}/policies/${policy}/user`);
      const name = `${text} (policy)`;
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
      await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(text);
      await expectInert(page, dialogs, `admin policy page ${kind}`);
    }
    test.info().annotations.push({
      type: "checked",
      description: `${String(seeded.length)} permissions and policies; group names the server took: ${String(groupsShown.length)} of ${String(payloads.length)}`,
    });
  });
});
