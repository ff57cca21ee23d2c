import { adminCreate } from "../support/admin-create";
import { expectNoAxeViolations, goToRoute, openConsole, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import {
  expect,
  flowRow,
  flowsTable,
  rowAction,
  seedFlowCopy,
  storedFlow,
  storedRealm,
} from "./flows-helpers";

test.describe("authentication flows", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("lists the realm's flows with where they are used", async ({ page, realm }) => {
    await openConsole(page, `${realm}/authentication`);
    await expect(page.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible();
    const table = flowsTable(page);
    const browser = flowRow(table, "browser");
    await expect(browser).toContainText("Built-in");
    await expect(browser).toContainText("Browser flow");
    await expect(browser).toContainText("Browser based authentication");
    await expect(flowRow(table, "clients")).toContainText("Client authentication flow");

    await page.getByRole("textbox", { name: /search/i }).fill("docker");
    await expect(flowRow(table, "docker auth")).toBeVisible();
    await expect(flowRow(table, "browser")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("creates a basic flow and a client flow, each opening its editor", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/authentication`);
    for (const [alias, kind, providerId] of [
      ["team sign-in", "Basic flow", "basic-flow"],
      ["team clients", "Client flow", "client-flow"],
    ] as const) {
      await goToRoute(page, `${realm}/authentication`);
      await page.getByRole("button", { name: "Create flow" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Create flow" })).toBeVisible();
      await page.getByRole("textbox", { name: "Name" }).fill(alias);
      await page.getByRole("textbox", { name: "Description" }).fill(`${alias} steps`);
      await page.getByRole("radio", { name: kind }).check();
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page.getByText(`Flow ${alias} created.`)).toBeVisible();
      const stored = await storedFlow(realm, alias);
      expect(stored?.providerId).toBe(providerId);
      expect(stored?.description).toBe(`${alias} steps`);
      await expect(page).toHaveURL(new RegExp(`/authentication/${stored?.id ?? "-"}/notInUse$`));
    }
  });

  test("refuses a name another flow has, on the name field, keeping what was typed", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(/status of 409/, "the server refuses a second flow of the same name");
    await openConsole(page, `${realm}/authentication/flows/create`);
    const name = page.getByRole("textbox", { name: "Name" });
    await name.fill("x");
    await name.fill("");
    await expect(page.getByText("This field is required.")).toBeVisible();
    await name.fill("browser");
    await page.getByRole("textbox", { name: "Description" }).fill("second try");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(
      page.getByText('Another flow of this realm is already named "browser".'),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("second try");
    expect((await storedFlow(realm, "browser"))?.description).toBe("Browser based authentication");
  });

  test("duplicates the browser flow, binds the copy, and deletes it only once unbound", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/authentication`);
    const table = flowsTable(page);
    await rowAction(table, "browser", "Duplicate");
    const duplicate = page.getByRole("dialog", { name: "Duplicate browser" });
    await expect(duplicate.getByRole("textbox", { name: "Name" })).toHaveValue("Copy of browser");
    await duplicate.getByRole("textbox", { name: "Name" }).fill("company browser");
    await duplicate.getByRole("textbox", { name: "Description" }).fill("Our own sign-in");
    await duplicate.getByRole("button", { name: "Duplicate", exact: true }).click();
    await expect(duplicate).toHaveCount(0);
    const copy = flowRow(table, "company browser");
    await expect(copy).toContainText("Our own sign-in");
    await expect(copy).toContainText("Not in use");
    expect((await storedFlow(realm, "company browser"))?.description).toBe("Our own sign-in");

    // Bind the copy to the browser binding: the dialog says what it replaces.
    await rowAction(table, "company browser", "Bind flow");
    const bind = page.getByRole("dialog", { name: "Bind company browser" });
    await bind.getByRole("button", { name: "Binding" }).click();
    await page.getByRole("option", { name: "Browser flow" }).click();
    await expect(
      bind.getByText('This binding runs "browser" now.', { exact: false }),
    ).toBeVisible();
    await bind.getByRole("button", { name: "Bind", exact: true }).click();
    await expect(bind).toHaveCount(0);
    await expect(copy).toContainText("Browser flow");
    await expect(flowRow(table, "browser")).toContainText("Not in use");
    expect((await storedRealm(realm))["browserFlow"]).toBe("company browser");

    // Edit its description.
    await rowAction(table, "company browser", "Edit name and description");
    const edit = page.getByRole("dialog", { name: "Edit company browser" });
    await edit.getByRole("textbox", { name: "Description" }).fill("Sign-in with our steps");
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expect(edit).toHaveCount(0);
    await expect(copy).toContainText("Sign-in with our steps");
    expect((await storedFlow(realm, "company browser"))?.description).toBe(
      "Sign-in with our steps",
    );

    // Delete is refused while the realm runs it, naming the binding.
    await rowAction(table, "company browser", "Delete");
    const refused = page.getByRole("dialog", { name: "company browser cannot be deleted" });
    await expect(refused.getByText("The realm's Browser flow")).toBeVisible();
    await expect(refused.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await refused.getByRole("button", { name: "Close" }).last().click();

    // Bound back to the built-in flow, the copy can go.
    await rowAction(table, "browser", "Bind flow");
    const bindBack = page.getByRole("dialog", { name: "Bind browser" });
    await bindBack.getByRole("button", { name: "Binding" }).click();
    await page.getByRole("option", { name: "Browser flow" }).click();
    await bindBack.getByRole("button", { name: "Bind", exact: true }).click();
    await expect(bindBack).toHaveCount(0);
    await expect(flowRow(table, "browser")).toContainText("Browser flow");
    await rowAction(table, "company browser", "Delete");
    const confirm = page.getByRole("dialog", { name: "Delete company browser?" });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText("Flow company browser deleted.")).toBeVisible();
    await expect(copy).toHaveCount(0);
    expect(await storedFlow(realm, "company browser")).toBeUndefined();
  });

  test("shows on demand the clients that override the browser flow with a flow", async ({
    page,
    realm,
  }) => {
    const flow = await seedFlowCopy(realm, "browser", "partner sign-in");
    for (const clientId of ["partner-portal", "partner-shop"])
      await adminCreate(`/${realm}/clients`, {
        clientId,
        authenticationFlowBindingOverrides: { browser: flow.id },
      });
    await openConsole(page, `${realm}/authentication`);
    const row = flowRow(flowsTable(page), "partner sign-in");
    await row.getByRole("button", { name: "Specific clients" }).click();
    const list = page.getByRole("list", { name: "Clients using the flow" });
    await expect(list.getByText("partner-portal")).toBeVisible();
    await expect(list.getByText("partner-shop")).toBeVisible();

    // A flow a client uses cannot be deleted either: the refusal names the client.
    await page.keyboard.press("Escape");
    await rowAction(flowsTable(page), "partner sign-in", "Delete");
    const refused = page.getByRole("dialog", { name: "partner sign-in cannot be deleted" });
    await expect(refused.getByText("Client partner-portal")).toBeVisible();
  });

  test("an administrator who may only view sees the flows without create or row actions", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, "flow-viewer", [
      "view-realm",
      "view-identity-providers",
      "view-clients",
    ]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/authentication`,
    });
    const table = flowsTable(page);
    await expect(flowRow(table, "browser")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create flow" })).toHaveCount(0);
    await expect(table.getByRole("button", { name: "Actions for browser" })).toHaveCount(0);
  });
});
