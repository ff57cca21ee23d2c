import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { expect, seedUser } from "./users-helpers";

const json = async <T>(path: string): Promise<T> => (await (await adminFetch(path)).json()) as T;

test.describe("user role mapping", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("assigns a client role, shows effective roles with their source, and unassigns", async ({
    page,
    realm,
  }) => {
    await adminFetch(`/${realm}/clients`, {
      method: "POST",
      body: JSON.stringify({ clientId: "shop" }),
    });
    const [shop] = await json<{ id: string }[]>(`/${realm}/clients?clientId=shop`);
    await adminFetch(`/${realm}/clients/${shop?.id ?? ""}/roles`, {
      method: "POST",
      body: JSON.stringify({ name: "buyer" }),
    });
    await adminFetch(`/${realm}/roles`, {
      method: "POST",
      body: JSON.stringify({ name: "auditor" }),
    });
    await adminFetch(`/${realm}/roles`, {
      method: "POST",
      body: JSON.stringify({ name: "manager" }),
    });
    const auditor = await json<{ id: string; name: string }>(`/${realm}/roles/auditor`);
    const manager = await json<{ id: string; name: string }>(`/${realm}/roles/manager`);
    await adminFetch(`/${realm}/roles/manager/composites`, {
      method: "POST",
      body: JSON.stringify([auditor]),
    });
    // A client role reached only through a group: effective, with the group as its source.
    await adminFetch(`/${realm}/clients/${shop?.id ?? ""}/roles`, {
      method: "POST",
      body: JSON.stringify({ name: "seller" }),
    });
    const seller = await json<{ id: string; name: string }>(
      `/${realm}/clients/${shop?.id ?? ""}/roles/seller`,
    );
    const created = await adminFetch(`/${realm}/groups`, {
      method: "POST",
      body: JSON.stringify({ name: "sales" }),
    });
    const salesId = created.headers.get("location")?.split("/").pop() ?? "";
    await adminFetch(`/${realm}/groups/${salesId}/role-mappings/clients/${shop?.id ?? ""}`, {
      method: "POST",
      body: JSON.stringify([seller]),
    });
    const id = await seedUser(realm, { username: "rolf" });
    await adminFetch(`/${realm}/users/${id}/role-mappings/realm`, {
      method: "POST",
      body: JSON.stringify([manager]),
    });
    await adminFetch(`/${realm}/users/${id}/groups/${salesId}`, { method: "PUT" });

    await openConsole(page, `${realm}/users/${id}/role-mapping`);
    const table = page.getByRole("grid", { name: "Roles" });
    await expect(table.getByRole("row", { name: /manager/ })).toBeVisible();

    await page.getByRole("button", { name: "Assign role" }).click();
    const dialog = page.getByRole("dialog", { name: "Assign roles" });
    // Realm roles are paged by the server; the one already held is marked.
    const available = dialog.getByRole("grid", { name: "Available roles" });
    await expect(available.getByRole("row", { name: /manager/ })).toContainText("Assigned");
    await dialog.getByRole("button", { name: "Client roles" }).click();
    await dialog.getByLabel("Search Available roles").fill("buy");
    await expect(available.getByRole("row", { name: /shop buyer/ })).toBeVisible();
    await expect(available.getByRole("row", { name: /auditor/ })).toHaveCount(0);
    await dialog.getByRole("checkbox", { name: "Select shop buyer" }).check();
    await dialog.getByRole("button", { name: "Assign 1 role" }).click();
    await expect(page.getByText("1 role was assigned.")).toBeVisible();
    await expect(table.getByRole("row", { name: /shop buyer/ })).toBeVisible();
    const mappings = await json<{
      clientMappings?: Record<string, { mappings: { name: string }[] }>;
    }>(`/${realm}/users/${id}/role-mappings`);
    expect(mappings.clientMappings?.["shop"]?.mappings.map((role) => role.name)).toEqual(["buyer"]);

    await page.getByRole("checkbox", { name: "Hide inherited roles" }).uncheck();
    // Each inherited role says where it comes from: a composite role, or a group.
    await expect(table.getByRole("row", { name: /auditor/ })).toContainText(
      "Composite role manager",
    );
    await expect(table.getByRole("row", { name: /shop seller/ })).toContainText("Group /sales");
    await expect(table.getByRole("row", { name: /shop buyer/ })).toContainText("Assigned");
    await expect(table.getByRole("row", { name: /^manager/ })).toContainText("Assigned");

    await table.getByRole("button", { name: "Actions for shop buyer" }).click();
    await page.getByRole("menuitem", { name: "Unassign" }).click();
    await page
      .getByRole("dialog", { name: "Unassign the role?" })
      .getByRole("button", { name: "Unassign" })
      .click();
    await expect(page.getByText("The role was unassigned.")).toBeVisible();
    await expect(table.getByRole("row", { name: /shop buyer/ })).toHaveCount(0);
    const after = await json<{ clientMappings?: Record<string, unknown> }>(
      `/${realm}/users/${id}/role-mappings`,
    );
    expect(after.clientMappings?.["shop"]).toBeUndefined();
  });

  test("lists a few hundred inherited client roles with their total and finishes loading", async ({
    page,
    realm,
  }) => {
    // More client roles than one page of the effective-roles read (500), all inherited through a
    // composite role that a group grants: the server answers them all at once, whatever is asked.
    const roleCount = 600;
    await adminFetch(`/${realm}/partialImport`, {
      method: "POST",
      body: JSON.stringify({
        ifResourceExists: "SKIP",
        clients: [{ clientId: "wholesale" }],
        roles: {
          realm: [{ name: "wholesale-all" }],
          client: {
            wholesale: Array.from({ length: roleCount }, (_, index) => ({
              name: `stock-${String(index).padStart(3, "0")}`,
            })),
          },
        },
      }),
    });
    const [wholesale] = await json<{ id: string }[]>(`/${realm}/clients?clientId=wholesale`);
    const stock = await json<{ id: string; name: string }[]>(
      `/${realm}/clients/${wholesale?.id ?? ""}/roles?first=0&max=${String(roleCount)}`,
    );
    expect(stock).toHaveLength(roleCount);
    await adminFetch(`/${realm}/roles/wholesale-all/composites`, {
      method: "POST",
      body: JSON.stringify(stock),
    });
    const all = await json<{ id: string; name: string }>(`/${realm}/roles/wholesale-all`);
    const created = await adminFetch(`/${realm}/groups`, {
      method: "POST",
      body: JSON.stringify({ name: "wholesalers" }),
    });
    const groupId = created.headers.get("location")?.split("/").pop() ?? "";
    await adminFetch(`/${realm}/groups/${groupId}/role-mappings/realm`, {
      method: "POST",
      body: JSON.stringify([all]),
    });
    const id = await seedUser(realm, { username: "wanda-wholesale" });
    await adminFetch(`/${realm}/users/${id}/groups/${groupId}`, { method: "PUT" });
    const effectiveRealm = await json<unknown[]>(
      `/${realm}/users/${id}/role-mappings/realm/composite?briefRepresentation=true`,
    );
    const effectiveClient = await json<unknown[]>(`/${realm}/ui-ext/effective-roles/users/${id}`);
    expect(effectiveClient.length).toBeGreaterThanOrEqual(roleCount);
    const total = effectiveRealm.length + effectiveClient.length;

    const effectiveReads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/ui-ext/effective-roles/users/"))
        effectiveReads.push(request.url());
    });
    await openConsole(page, `${realm}/users/${id}/role-mapping`);
    await page.getByRole("checkbox", { name: "Hide inherited roles" }).uncheck();
    const table = page.getByRole("grid", { name: "Roles" });
    await expect(table.getByRole("row", { name: /wholesale stock-000/ })).toBeVisible();
    await expect(page.getByRole("group", { name: "Pagination above the table" })).toContainText(
      `of ${total.toLocaleString("en")}`,
    );
    // Loading has finished: one read answered every role, and no further page was asked for.
    expect(effectiveReads).toHaveLength(1);
  });
});
