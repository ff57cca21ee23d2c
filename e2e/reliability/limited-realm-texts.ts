import type { Page } from "@playwright/test";
import { expect } from "../roles/roles-helpers";
import { button, type PageAction } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

const loginTheme = (page: Page) => page.getByRole("button", { name: /^Login theme/ });
const addTranslation = (page: Page) => button(page, "Add translation");

/** Picks the other of two login themes than the one shown, so every press is a change. */
const saveOtherLoginTheme: PageAction["press"] = async (page) => {
  const shown = await loginTheme(page).innerText();
  await loginTheme(page).click();
  const next = shown.includes("keycloak.v2") ? "keycloak" : "keycloak.v2";
  await page.getByRole("option", { name: next, exact: true }).click();
  await button(page, "Save").click();
  // An earlier save on another tab may still show its own notification.
  await expect(page.getByText("Realm settings saved").last()).toBeVisible();
};

/** The realm settings' themes and localization tabs, as limited administrators open them. */
export const realmTextsPages: BuiltPage[] = [
  {
    name: "realm themes",
    heading: "Realm settings",
    route: () => "realm-settings/themes",
    access: ["view-realm"],
    shown: loginTheme,
    actions: [
      {
        name: "save the login theme",
        control: (page) => button(page, "Save"),
        request: () => ({ method: "PUT", path: "", body: { loginTheme: "keycloak" } }),
        press: saveOtherLoginTheme,
      },
    ],
  },
  {
    name: "realm localization",
    heading: "Realm settings",
    route: () => "realm-settings/localization",
    access: ["view-realm"],
    shown: (page) => page.getByRole("switch", { name: "Internationalization" }),
    actions: [
      {
        name: "add a realm override",
        control: addTranslation,
        // The texts are a part of the tab of their own: open it, then look for the button.
        offered: async (page) => {
          await page.getByRole("tab", { name: "Realm overrides" }).click();
          await expect(
            page.getByRole("grid").or(page.getByRole("heading", { name: /^No realm overrides/ })),
          ).toBeVisible();
          // The list's toolbar shows its buttons once the texts are in.
          await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
          return (await addTranslation(page).count()) > 0;
        },
        // The bulk form of the call takes JSON, as the refusal check sends it.
        request: (_ids, tag) => ({
          method: "POST",
          path: "/localization/en",
          body: { [`probe-${tag}`]: "Probe" },
        }),
        press: async (page, tag) => {
          await addTranslation(page).click();
          const dialog = page.getByRole("dialog", { name: "Add a translation" });
          await dialog.getByRole("textbox", { name: /^Key/ }).fill(`probe-${tag}`);
          await dialog.getByRole("textbox", { name: /^Text/ }).fill(`Added by ${tag}`);
          await dialog.getByRole("button", { name: "Add", exact: true }).click();
          await expect(page.getByText("Translation added")).toBeVisible();
        },
      },
    ],
  },
];
