import { adminCreate } from "../support/admin-create";
import { test } from "../support/fixtures";
import {
  expect,
  openWorkflows,
  seedWorkflow,
  storedWorkflows,
  workflowRow,
  workflowsTable,
} from "./workflows-helpers";

const onboardingYaml = `name: Onboard contractors
on: user-created
steps:
  - uses: notify-user
    after: 2d
  - uses: disable-user
    after: 90d
`;

test.describe("workflows", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates a workflow from YAML, lists it and the server stores it", async ({
    page,
    realm,
  }) => {
    await openWorkflows(page, realm);
    await page.getByRole("link", { name: "Create workflow" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Create workflow" })).toBeVisible();
    const editor = page.getByRole("textbox", { name: "Workflow YAML" });
    // The editor starts with a template that names the parts.
    await expect(editor).toContainText("uses: notify-user");
    await editor.fill(onboardingYaml);
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect(page.getByText("The workflow Onboard contractors was created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Workflows" })).toBeVisible();
    const row = workflowRow(page, "Onboard contractors");
    await expect(row).toContainText("user-created");
    await expect(row).toContainText("Enabled");
    await expect(row).toContainText("notify-user (after 2d), disable-user (after 90d)");

    const stored = (await storedWorkflows(realm)).find((w) => w.name === "Onboard contractors");
    expect(stored?.on).toBe("user-created");
    expect(stored?.steps?.map((step) => [step.uses, step.after])).toEqual([
      ["notify-user", "2d"],
      ["disable-user", "90d"],
    ]);
  });

  test("an invalid document shows the server's reason beside the text and keeps it", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 400/,
      "the server refuses a workflow with an unknown step, as the test wants",
      /\/workflows$/,
    );
    await openWorkflows(page, realm);
    await page.getByRole("link", { name: "Create workflow" }).first().click();
    const editor = page.getByRole("textbox", { name: "Workflow YAML" });
    const bad = "name: Broken steps\non: user-created\nsteps:\n  - uses: no-such-step\n";
    await editor.fill(bad);
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect(
      page.getByText("The workflow was not created: Could not find step provider: no-such-step"),
    ).toBeVisible();
    await expect(editor).toContainText("uses: no-such-step");
    await expect(page.getByRole("heading", { level: 1, name: "Create workflow" })).toBeVisible();
    expect((await storedWorkflows(realm)).map((w) => w.name)).not.toContain("Broken steps");
  });

  test("shows a workflow's YAML, disables it and deletes it", async ({ page, realm }) => {
    await seedWorkflow(realm, {
      name: "Expire guests",
      on: "user-created",
      steps: [{ uses: "disable-user", after: "14d" }],
    });
    await openWorkflows(page, realm);
    const row = workflowRow(page, "Expire guests");
    await workflowsTable(page)
      .getByRole("button", { name: "Show details of Expire guests" })
      .click();
    const yaml = page.getByRole("textbox", { name: "Workflow Expire guests as YAML" });
    await expect(yaml).toContainText("uses: disable-user");
    await expect(yaml).toContainText("after: 14d");

    await row.getByRole("button", { name: "Actions for Expire guests" }).click();
    await page.getByRole("menuitem", { name: "Disable" }).click();
    await expect(page.getByText("The workflow Expire guests is disabled.")).toBeVisible();
    await expect(row).toContainText("Disabled");
    await expect
      .poll(async () => (await storedWorkflows(realm)).find((w) => w.name === "Expire guests"))
      .toMatchObject({ enabled: false, steps: [{ uses: "disable-user", after: "14d" }] });

    await row.getByRole("button", { name: "Actions for Expire guests" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete the workflow Expire guests?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("The workflow Expire guests was deleted.")).toBeVisible();
    await expect(workflowRow(page, "Expire guests")).toHaveCount(0);
    expect((await storedWorkflows(realm)).map((w) => w.name)).not.toContain("Expire guests");
  });

  test("shows the steps the server scheduled for a user", async ({ page, realm }) => {
    await seedWorkflow(realm, {
      name: "Remind newcomers",
      on: "user-created",
      steps: [{ uses: "notify-user", after: "5d" }],
    });
    // Creating the user starts the workflow, which schedules its step for them.
    await adminCreate(`/${realm}/users`, { username: "newcomer-wf", enabled: true });

    await openWorkflows(page, realm);
    await page.getByRole("button", { name: "Scheduled steps of a user" }).click();
    const picker = page.getByRole("dialog", { name: "Choose a user" });
    await picker.getByText("newcomer-wf").click();
    await picker.getByRole("button", { name: "Show scheduled steps" }).click();

    const dialog = page.getByRole("dialog", { name: "Steps scheduled for newcomer-wf" });
    const step = dialog.getByRole("row").filter({ hasText: "Remind newcomers" });
    await expect(step).toContainText("notify-user");
    await expect(step).toContainText("5d");
    await expect(step).toContainText("PENDING");
  });
});
