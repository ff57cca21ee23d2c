import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";

interface Named {
  name: string;
  [key: string]: unknown;
}

/** The realm's own client profiles as the server stores them. */
export async function storedProfiles(realm: string): Promise<Named[]> {
  const body = (await (await adminFetch(`/${realm}/client-policies/profiles`)).json()) as {
    profiles?: Named[];
  };
  return body.profiles ?? [];
}

/** The realm's own client policies as the server stores them. */
export async function storedPolicies(realm: string): Promise<Named[]> {
  const body = (await (await adminFetch(`/${realm}/client-policies/policies`)).json()) as {
    policies?: Named[];
  };
  return body.policies ?? [];
}

/** Replaces the realm's client profiles and policies through the admin API. */
export async function seedClientPolicies(
  realm: string,
  { profiles, policies }: { profiles: object[]; policies: object[] },
): Promise<void> {
  await adminFetch(`/${realm}/client-policies/profiles`, {
    method: "PUT",
    body: JSON.stringify({ profiles }),
  });
  await adminFetch(`/${realm}/client-policies/policies`, {
    method: "PUT",
    body: JSON.stringify({ policies }),
  });
}

/** Replaces the whole text of the page's code editor, as typing it would. */
export async function replaceEditorText(page: Page, label: RegExp, text: string): Promise<void> {
  const editor = page.getByRole("textbox", { name: label });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
}
