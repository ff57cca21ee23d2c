import { adminCreate } from "../support/admin-create";
import { openConsole, test } from "../support/fixtures";
import { seedUser } from "../users/users-helpers";
import {
  addMember,
  createOrganization,
  enableOrganizations,
  expect,
} from "../organizations/members-helpers";
import { expectInert, payloads, type Payload, watchDialogs } from "./hostile-payloads";

/**
 * Stores one record per payload; the server refuses some payloads in some fields (the user
 * profile's checks on names), and those are left out of what the page must show.
 */
async function storeEach<T>(
  what: string,
  store: (payload: Payload, index: number) => Promise<T>,
): Promise<{ payload: Payload; record: T }[]> {
  const stored: { payload: Payload; record: T }[] = [];
  for (const [index, payload] of payloads.entries()) {
    try {
      stored.push({ payload, record: await store(payload, index) });
    } catch (error) {
      test.info().annotations.push({
        type: "refused by the server",
        description: `${what} / ${payload.kind}: ${String(error).slice(0, 160)}`,
      });
    }
  }
  return stored;
}

test.describe("hostile data in an organization's members and groups", () => {
  // Many pages per test on a shared, busy server.
  test.describe.configure({ timeout: 300_000 });

  test("members' names and e-mail show as typed in the members tab", async ({ page, realm }) => {
    const dialogs = watchDialogs(page);
    await enableOrganizations(realm);
    const orgId = await createOrganization(realm, "Hostile members");
    // Usernames and e-mail addresses are checked by the server; names keep more of the payloads.
    const members = await storeEach("member first and last name", async (payload, index) => {
      const id = await seedUser(realm, {
        username: `named-${String(index)}`,
        email: `named-${String(index)}+${encodeURIComponent(payload.kind).slice(0, 20)}@example.test`,
        firstName: payload.text,
        lastName: payload.text,
      });
      await addMember(realm, orgId, id);
      return id;
    });
    expect(members.length, "names the server kept").toBeGreaterThan(0);
    await openConsole(page, `${realm}/organizations/${orgId}/members?size=20`);
    const table = page.getByRole("grid", { name: "Members" });
    for (const { payload } of members) {
      // Twice in its row: the first and the last name.
      await expect(table.getByText(payload.text, { exact: true })).toHaveCount(2);
    }
    await expectInert(page, dialogs, "organization members");
  });

  test("group names show as typed in the groups tab, as the open group's heading and trail", async ({
    page,
    realm,
  }) => {
    const dialogs = watchDialogs(page);
    await enableOrganizations(realm);
    const orgId = await createOrganization(realm, "Hostile groups");
    const groups = await storeEach("organization group name", (payload) =>
      adminCreate(`/${realm}/organizations/${orgId}/groups`, {
        name: payload.text,
        description: payload.text,
      }),
    );
    expect(groups.length, "names the server kept").toBeGreaterThan(0);
    await openConsole(page, `${realm}/organizations/${orgId}/groups`);
    const table = page.getByRole("grid", { name: "Groups of the organization" });
    for (const { payload } of groups.slice(0, 10)) {
      await expect(table.getByRole("button", { name: payload.text, exact: true })).toBeVisible();
    }
    await expectInert(page, dialogs, "organization groups");

    const [first] = groups;
    await table.getByRole("button", { name: first?.payload.text ?? "", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: first?.payload.text ?? "", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Group path" })).toContainText(
      first?.payload.text ?? "",
    );
    await expectInert(page, dialogs, "an open organization group");
  });
});
