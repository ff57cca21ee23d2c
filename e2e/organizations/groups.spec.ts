import { adminCreate } from "../support/admin-create";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { searchPicker } from "../support/pickers";
import { seedUser } from "../users/users-helpers";
import {
  addMember,
  createOrganization,
  enableOrganizations,
  expect,
  readJson,
} from "./members-helpers";

interface StoredGroup {
  id: string;
  name: string;
  path?: string;
}

test.describe("organization groups", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates a group and a sub-group, adds a member to it and deletes the group, confirmed", async ({
    page,
    realm,
  }) => {
    await enableOrganizations(realm);
    const orgId = await createOrganization(realm, "Acme");
    const memberId = await seedUser(realm, { username: "nadia", email: "nadia@example.test" });
    await addMember(realm, orgId, memberId);
    await seedUser(realm, { username: "outsider" });
    const groupsPath = `/${realm}/organizations/${orgId}/groups`;

    await openConsole(page, `${realm}/organizations/${orgId}/groups`);
    await expect(page.getByRole("heading", { name: "No groups" })).toBeVisible();
    await page.getByRole("button", { name: "Create group" }).click();
    const create = page.getByRole("dialog", { name: "Create a group" });
    await create.getByRole("textbox", { name: "Name" }).fill("Engineering");
    await create.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Group Engineering created.")).toBeVisible();

    const top = page.getByRole("grid", { name: "Groups of the organization" });
    await top.getByRole("button", { name: "Engineering", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Engineering", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No sub-groups" })).toBeVisible();
    await page.getByRole("button", { name: "Create sub-group" }).click();
    const createSub = page.getByRole("dialog", { name: "Create a sub-group of Engineering" });
    await createSub.getByRole("textbox", { name: "Name" }).fill("Backend");
    await createSub.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Group Backend created.")).toBeVisible();
    const [engineering] = await readJson<StoredGroup[]>(groupsPath);
    expect(engineering?.name).toBe("Engineering");
    const children = await readJson<StoredGroup[]>(
      `${groupsPath}/${engineering?.id ?? ""}/children`,
    );
    expect(children.map((group) => group.name)).toEqual(["Backend"]);

    await page
      .getByRole("grid", { name: "Sub-groups of Engineering" })
      .getByRole("button", { name: "Backend", exact: true })
      .click();
    const trail = page.getByRole("navigation", { name: "Group path" });
    await expect(trail).toContainText("Engineering");
    await expect(page.getByRole("heading", { name: "Backend", level: 2 })).toBeVisible();
    await page.getByRole("button", { name: "Add members" }).click();
    const picker = page.getByRole("dialog", { name: "Add members to Backend" });
    // Only the organization's members are offered.
    await expect(picker.getByRole("checkbox", { name: "nadia" })).toBeVisible();
    await expect(picker.getByRole("checkbox", { name: "outsider" })).toHaveCount(0);
    await searchPicker(picker, "Search members", "nad");
    await picker.getByRole("checkbox", { name: "nadia" }).check();
    await picker.getByRole("button", { name: "Add (1)" }).click();
    await expect(page.getByText("Members added: 1")).toBeVisible();
    const members = page.getByRole("grid", { name: "Members of Backend" });
    await expect(members.getByRole("link", { name: "nadia" })).toBeVisible();
    const backendId = children[0]?.id ?? "";
    const stored = await readJson<{ username: string }[]>(`${groupsPath}/${backendId}/members`);
    expect(stored.map((user) => user.username)).toEqual(["nadia"]);
    await expectNoAxeViolations(page);

    await trail.getByRole("button", { name: "Groups" }).click();
    await top.getByRole("button", { name: "Actions for Engineering" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete group?" });
    await expect(confirm).toContainText("Delete Engineering with its sub-groups?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Group Engineering deleted.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No groups" })).toBeVisible();
    expect(await readJson<StoredGroup[]>(groupsPath)).toEqual([]);
    // The member stays a member of the organization.
    const orgMembers = await readJson<{ username: string }[]>(
      `/${realm}/organizations/${orgId}/members`,
    );
    expect(orgMembers.map((user) => user.username)).toEqual(["nadia"]);
  });

  test("renames a group and keeps a taken name on its field", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /status of 409/,
      "the server refuses a name another group has, as the test wants",
      /\/groups\/[^/]+$/,
    );
    await enableOrganizations(realm);
    const orgId = await createOrganization(realm, "Globex");
    const groupsPath = `/${realm}/organizations/${orgId}/groups`;
    for (const name of ["Sales", "Support"]) await adminCreate(groupsPath, { name });
    await openConsole(page, `${realm}/organizations/${orgId}/groups`);
    const top = page.getByRole("grid", { name: "Groups of the organization" });
    await top.getByRole("button", { name: "Actions for Sales" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const rename = page.getByRole("dialog", { name: "Rename Sales" });
    const name = rename.getByRole("textbox", { name: "Name" });
    await name.fill("Support");
    await rename.getByRole("button", { name: "Save" }).click();
    await expect(rename.getByText("There is already a group named Support")).toBeVisible();
    await expect(name).toHaveValue("Support");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.fill("Field sales");
    await rename.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Group Field sales saved.")).toBeVisible();
    await expect(top.getByRole("button", { name: "Field sales", exact: true })).toBeVisible();
    const stored = await readJson<StoredGroup[]>(groupsPath);
    expect(stored.map((group) => group.name).sort()).toEqual(["Field sales", "Support"]);
  });
});
