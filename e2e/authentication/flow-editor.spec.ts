import { keycloakUrl } from "../../server/src/keycloak-url";
import { expect, expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import {
  adminClient,
  copyBrowserFlow,
  flowId,
  flowRoute,
  rowAction,
  stepRow,
  stepsTable,
  storedExecutions,
  topLevelOrder,
} from "./flow-editor-helpers";

test.describe("authentication flow editor", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 240_000 });

  test("an OTP step made required in a copy of the browser flow makes the server ask a signing-in user to set up OTP", async ({
    page,
    realm,
    browser,
  }) => {
    const flow = await copyBrowserFlow(realm, "otp-browser");
    const forms = `${flow.alias} forms`;
    await openConsole(page, flowRoute(realm, flow.id));
    await expect(page.getByRole("heading", { level: 1, name: flow.alias })).toBeVisible();

    await rowAction(page, forms, "Add step");
    const dialog = page.getByRole("dialog", { name: `Add a step to ${forms}` });
    await dialog.getByRole("textbox", { name: "Search by name" }).fill("OTP Form");
    await dialog.getByRole("radio", { name: "OTP Form", exact: true }).check();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(`OTP Form is added to ${forms}`)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The new step is the last of the forms sub-flow, disabled until a requirement is chosen.
    const added = (await storedExecutions(realm, flow.alias)).filter(
      (execution) => execution.providerId === "auth-otp-form" && execution.level === 1,
    );
    expect(added.map((execution) => execution.requirement)).toEqual(["DISABLED"]);
    const row = stepsTable(page).locator(`[data-testid="step-${added[0]?.id ?? ""}"]`);
    await row.getByRole("button", { name: "Requirement of OTP Form" }).click();
    await page.getByRole("option", { name: "Required" }).click();
    await expect(page.getByText("The requirement of OTP Form is now Required")).toBeVisible();
    const stored = await storedExecutions(realm, flow.alias);
    expect(stored.find((execution) => execution.id === added[0]?.id)?.requirement).toBe("REQUIRED");

    const client = await adminClient();
    await client.realms.update({ realm }, { browserFlow: flow.alias });
    const user = await createRealmAdmin(realm, unique("otp-user"), []);
    const visitor = await browser.newContext();
    try {
      const login = await visitor.newPage();
      await login.goto(`${keycloakUrl()}/realms/${realm}/account/`);
      await login.getByRole("textbox", { name: /username/i }).fill(user.username);
      await login.getByLabel("Password", { exact: true }).fill(user.password);
      await login.getByRole("button", { name: "Sign In" }).click();
      await expect(login.getByText("Mobile Authenticator Setup")).toBeVisible();
    } finally {
      await visitor.close();
      await client.realms.update({ realm }, { browserFlow: "browser" });
    }
  });

  test("moves a step down and up again with the keyboard alone, and the server keeps each order", async ({
    page,
    realm,
  }) => {
    const flow = await copyBrowserFlow(realm, "moved");
    const before = await topLevelOrder(realm, flow.alias);
    const [first, second] = before;
    if (first === undefined || second === undefined) throw new Error("The copy has too few steps.");
    await openConsole(page, flowRoute(realm, flow.id));

    const down = stepsTable(page).getByRole("button", { name: `Move ${first} down` });
    await down.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("The order of the steps is saved")).toBeVisible();
    await expect
      .poll(() => topLevelOrder(realm, flow.alias))
      .toEqual([second, first, ...before.slice(2)]);
    // The moved row keeps the focus on its button: its neighbour button raises it back.
    await expect(down).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(stepsTable(page).getByRole("button", { name: `Move ${first} up` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => topLevelOrder(realm, flow.alias)).toEqual(before);
  });

  test("adds a conditional sub-flow with a condition and configures the condition", async ({
    page,
    realm,
  }) => {
    const flow = await copyBrowserFlow(realm, "conditional");
    const subFlow = unique("admins only");
    await openConsole(page, flowRoute(realm, flow.id));

    await page.getByRole("button", { name: "Add sub-flow" }).click();
    const subFlowDialog = page.getByRole("dialog", { name: `Add a sub-flow to ${flow.alias}` });
    await subFlowDialog.getByRole("textbox", { name: "Name" }).fill(subFlow);
    await subFlowDialog.getByRole("textbox", { name: "Description" }).fill("Only for admins");
    await subFlowDialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(`The sub-flow ${subFlow} is added`)).toBeVisible();

    await stepRow(page, subFlow)
      .getByRole("button", { name: `Requirement of ${subFlow}` })
      .click();
    await page.getByRole("option", { name: "Conditional" }).click();
    await expect(page.getByText(`The requirement of ${subFlow} is now Conditional`)).toBeVisible();

    await rowAction(page, subFlow, "Add condition");
    const conditionDialog = page.getByRole("dialog", { name: `Add a condition to ${subFlow}` });
    await conditionDialog.getByRole("textbox", { name: "Search by name" }).fill("user role");
    await conditionDialog
      .getByRole("radio", { name: "Condition - user role", exact: true })
      .check();
    await conditionDialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(`Condition - user role is added to ${subFlow}`)).toBeVisible();

    await rowAction(page, "Condition - user role", "Configure");
    const configDialog = page.getByRole("dialog", { name: "Configure Condition - user role" });
    const alias = unique("admins");
    // The name is required: the dialog refuses to save without one.
    await configDialog.getByRole("button", { name: "Save" }).click();
    await expect(configDialog.getByText("This field is required.")).toBeVisible();
    await configDialog.getByRole("textbox", { name: /^Name of the configuration/ }).fill(alias);
    await configDialog.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("The configuration of Condition - user role is saved"),
    ).toBeVisible();
    await expect(stepRow(page, alias)).toContainText("Configured");

    const stored = await storedExecutions(realm, flow.alias);
    expect(stored.find((execution) => execution.displayName === subFlow)).toMatchObject({
      requirement: "CONDITIONAL",
      level: 0,
    });
    const condition = stored.find((execution) => execution.providerId === "conditional-user-role");
    expect(condition).toMatchObject({ level: 1 });
    const client = await adminClient();
    const config = await client.authenticationManagement.getConfig({
      realm,
      id: condition?.authenticationConfig ?? "",
    });
    expect(config.alias).toBe(alias);
    await expectNoAxeViolations(page);

    // Configured again, the dialog opens on the stored configuration and saves over it.
    await rowAction(page, alias, "Configure");
    const aliasField = configDialog.getByRole("textbox", { name: /^Name of the configuration/ });
    await expect(aliasField).toHaveValue(alias);
    await aliasField.fill(`${alias}-renamed`);
    await configDialog.getByRole("button", { name: "Save" }).click();
    await expect(stepRow(page, `${alias}-renamed`)).toBeVisible();
    expect(
      (
        await client.authenticationManagement.getConfig({
          realm,
          id: condition?.authenticationConfig ?? "",
        })
      ).alias,
    ).toBe(`${alias}-renamed`);

    // Removed after confirming: the step goes back to its own name and defaults.
    await rowAction(page, `${alias}-renamed`, "Remove configuration");
    await page
      .getByRole("dialog", { name: /Remove the configuration\?/ })
      .getByRole("button", { name: "Remove configuration" })
      .click();
    await expect(page.getByText("The configuration is removed")).toBeVisible();
    await expect(stepRow(page, "Condition - user role")).not.toContainText("Configured");
    const after = await storedExecutions(realm, flow.alias);
    expect(
      after.find((execution) => execution.providerId === "conditional-user-role")
        ?.authenticationConfig,
    ).toBeUndefined();
  });

  test("deletes a step only after the administrator confirms", async ({ page, realm }) => {
    const flow = await copyBrowserFlow(realm, "deleting");
    await openConsole(page, flowRoute(realm, flow.id));
    await expect(stepRow(page, "Kerberos")).toBeVisible();

    await rowAction(page, "Kerberos", "Delete");
    const confirm = page.getByRole("dialog", { name: /Delete the step\?/ });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect((await topLevelOrder(realm, flow.alias)).includes("Kerberos")).toBe(true);

    await rowAction(page, "Kerberos", "Delete");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Kerberos is deleted")).toBeVisible();
    await expect(stepRow(page, "Kerberos")).toHaveCount(0);
    expect((await topLevelOrder(realm, flow.alias)).includes("Kerberos")).toBe(false);
  });

  test("a built-in flow is shown without any control that changes it", async ({ page, realm }) => {
    const id = await flowId(realm, "browser");
    await openConsole(page, flowRoute(realm, id, "default", true));
    await expect(page.getByRole("heading", { level: 1, name: "browser" })).toBeVisible();
    await expect(page.getByText("Built-in", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Built-in flows cannot be changed.", { exact: false }),
    ).toBeVisible();
    await expect(stepRow(page, "Cookie")).toContainText("Alternative");
    await expect(page.getByRole("button", { name: /^Add / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Requirement of / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Move / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
