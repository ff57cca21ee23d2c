import type { Page } from "@playwright/test";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { expect, storedProvider } from "../identity-providers/oidc-helpers";
import { createPageSurvivesSessionEnd } from "./create-page-session-end";

/**
 * Adding an identity provider: a session that ends while the add form is half filled in loses
 * nothing. After signing in again the add page shows what was typed, and Add creates the provider.
 */
const box = (page: Page, name: string) => page.getByRole("textbox", { name });

createPageSurvivesSessionEnd("while adding an identity provider", "adder", (realm, index) => {
  const alias = `drafted-${String(index)}`;
  const endpoint = `${keycloakUrl()}/realms/${realm}/protocol/openid-connect`;
  return {
    route: "identity-providers/oidc/add",
    button: "Add",
    first: (page) => box(page, "Alias"),
    fill: async (page) => {
      await box(page, "Alias").fill(alias);
      await box(page, "Display name").fill("Typed before");
      await box(page, "Authorization URL").fill(`${endpoint}/auth`);
      await box(page, "Token URL").fill(`${endpoint}/token`);
      await box(page, "Client ID").fill("partner");
      await box(page, "Client secret").fill("partner-secret");
    },
    kept: async (page) => {
      await expect(box(page, "Alias")).toHaveValue(alias);
      await expect(box(page, "Display name")).toHaveValue("Typed before");
    },
    stored: async () =>
      (await storedProvider(realm, alias))?.displayName === "Typed before" ? 1 : 0,
    created: (page) =>
      expect(page).toHaveURL(new RegExp(`/identity-providers/oidc/${alias}/settings$`)),
  };
});
