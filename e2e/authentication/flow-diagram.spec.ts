import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { copyBrowserFlow, flowRoute, stepsTable, topLevelOrder } from "./flow-editor-helpers";

/** Presses Tab until `name`'s button has the focus, as a keyboard user would; bounded. */
async function tabTo(page: Page, name: string) {
  const target = page.getByRole("button", { name, exact: true });
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("authentication flow diagram", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 240_000 });

  test("draws the flow from start to end, and moves a step with the keyboard alone", async ({
    page,
    realm,
  }) => {
    const flow = await copyBrowserFlow(realm, "drawn");
    const before = await topLevelOrder(realm, flow.alias);
    const [first, second] = before;
    if (first === undefined || second === undefined) throw new Error("The copy has too few steps.");
    await openConsole(page, flowRoute(realm, flow.id));
    await expect(stepsTable(page)).toBeVisible();

    await page.getByRole("button", { name: "Diagram", exact: true }).click();
    const diagram = page.getByRole("region", { name: `Diagram of the flow ${flow.alias}` });
    await expect(diagram).toBeVisible();
    await expect(page).toHaveURL(/view=diagram/);
    // Every step is a node named for screen readers with its requirement and place.
    await expect(diagram.getByLabel(new RegExp(`^${first}, .*, step 1 of `))).toBeVisible();
    await expect(diagram.getByLabel(new RegExp(`^${second}, .*, step 2 of `))).toBeVisible();
    await expect(diagram.getByText("Start", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, `Move ${first} later`);
    await page.keyboard.press("Enter");
    await expect(page.getByText("The order of the steps is saved")).toBeVisible();
    await expect
      .poll(() => topLevelOrder(realm, flow.alias))
      .toEqual([second, first, ...before.slice(2)]);
    await expect(diagram.getByLabel(new RegExp(`^${first}, .*, step 2 of `))).toBeVisible();

    // The moved step keeps the focus: the button before it moves it back.
    await expect(page.getByRole("button", { name: `Move ${first} later` })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: `Move ${first} earlier` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => topLevelOrder(realm, flow.alias)).toEqual(before);

    // The view is part of the address: a reload opens the diagram again.
    await page.reload();
    await expect(diagram).toBeVisible();
  });
});
