import type { Locator, Page, Request } from "@playwright/test";
import { test } from "../support/fixtures";
import { expect } from "../roles/roles-helpers";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-form";

/** The checks of the bad-input family, shared by its specs (bad-input.spec.ts and the extensions'). */

/** The admin API, and the organizations extension's API on a server that runs it. */
const writePaths = /^\/(admin\/realms|realms\/[^/]+\/orgs(\/|$))/;

const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Records every write to the admin API the page sends. */
export function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (writeMethods.has(request.method()) && writePaths.test(url.pathname))
      writes.push(`${request.method()} ${url.pathname}`);
  });
  return writes;
}

export const field = (page: Page, name: string): Locator =>
  page
    .getByRole("textbox", { name, exact: true })
    .or(page.getByRole("spinbutton", { name, exact: true }));

/**
 * Presses the form's button. A form that checks as one types may keep the button disabled while a
 * field is refused: that refuses the value too, before anything is sent.
 */
export async function press(button: Locator): Promise<void> {
  if (!(await button.isEnabled())) return;
  await button.click({ timeout: 5_000 }).catch(async (error: unknown) => {
    if (await button.isEnabled()) throw error;
  });
}

/**
 * The message must be the field's own: shown, and its accessible description (or its group's, for
 * a field of several inputs, whose group carries the description).
 */
export async function expectRefusedAt(input: Locator, message: string | RegExp): Promise<void> {
  await expect(input).toHaveAttribute("aria-invalid", "true");
  const describer =
    (await input.getAttribute("aria-describedby")) === null
      ? input.locator("xpath=ancestor::*[@role='group' and @aria-describedby][1]")
      : input;
  await expect(describer).toHaveAccessibleDescription(message);
  const describedBy = (await describer.getAttribute("aria-describedby")) ?? "";
  const helper = input.page().locator(`[id="${describedBy.split(" ")[0] ?? ""}"]`);
  await expect(helper).toBeVisible();
  await expect(helper).toContainText(message);
}

/**
 * The field holds `value`. A code editor is an editable element rather than an input: its text,
 * line by line, is its value.
 */
export async function expectValue(input: Locator, value: string): Promise<void> {
  if ((await input.getAttribute("contenteditable")) !== "true") {
    await expect(input).toHaveValue(value);
    return;
  }
  const lines = (text: string) => text.replace(/\n+$/, "");
  await expect
    .poll(async () => lines(await input.evaluate((element) => (element as HTMLElement).innerText)))
    .toBe(lines(value));
}

/**
 * Types a form's good values, then each row's bad value: each is refused at its field (by the
 * console before anything is sent, or by the server), with every typed value kept and nothing
 * stored; the row's field gets its good value back. Last, the same button saves the good values.
 */
export async function checkBadInputForm(
  page: Page,
  realm: string,
  form: BadInputForm,
  rows: readonly Omit<BadInput, "form">[],
): Promise<void> {
  const writes = watchWrites(page);
  const opened = await form.open(page, realm);
  try {
    const good = form.good(realm);
    const submit = page.getByRole("button", { name: form.submit, exact: true });
    for (const [label, value] of Object.entries(good)) await field(page, label).fill(value);
    const storedBefore = await opened.stored();

    for (const row of rows) {
      await test.step(`${row.field}: ${row.by} refuses ${typeof row.value === "string" ? JSON.stringify(row.value).slice(0, 40) : "the realm's own name"}`, async () => {
        const value = typeof row.value === "function" ? row.value(realm) : row.value;
        const input = field(page, row.field);
        await input.fill(value);
        const sentBefore = writes.length;
        if (row.by === "server") await submit.click();
        else await press(submit);
        await expectRefusedAt(input, row.message);
        if (row.by === "console") expect(writes.slice(sentBefore)).toEqual([]);
        else expect(writes.length).toBeGreaterThan(sentBefore);

        // Nothing typed is lost, and nothing was stored.
        await expectValue(input, value);
        for (const [label, kept] of Object.entries(good))
          if (label !== row.field) await expectValue(field(page, label), kept);
        expect(await opened.stored()).toEqual(storedBefore);

        await input.fill(good[row.field] ?? "");
        await expect(input).not.toHaveAttribute("aria-invalid", "true");
      });
    }

    await submit.click();
    await form.finish?.(page);
    await expect.poll(opened.stored).toEqual(good);
  } finally {
    await opened.cleanup?.();
  }
}
