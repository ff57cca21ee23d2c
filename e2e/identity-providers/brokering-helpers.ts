import type { Browser } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { signedOut } from "../support/fixtures";
import { expect } from "./oidc-helpers";

/** Gives the provider `alias` of `realm` a mapper that sets `attribute` on its users to `value`. */
export async function addHardcodedAttributeMapper(
  realm: string,
  alias: string,
  { attribute, value }: { attribute: string; value: string },
): Promise<void> {
  await adminFetch(`/${realm}/identity-provider/instances/${alias}/mappers`, {
    method: "POST",
    body: JSON.stringify({
      name: attribute,
      identityProviderAlias: alias,
      identityProviderMapper: "hardcoded-attribute-idp-mapper",
      config: { syncMode: "INHERIT", attribute, "attribute.value": value },
    }),
  });
}

/**
 * Signs `user` of the providing realm in to `realm`'s account console through the provider's
 * button (`providerName`) on its login page, in a browser of its own. The first-login flow may
 * ask to review the profile: `profile` fills the fields the provider left empty.
 */
export async function signInThroughProvider(
  browser: Browser,
  {
    realm,
    providerName,
    user,
    profile = {},
  }: {
    realm: string;
    providerName: string;
    user: { username: string; password: string };
    profile?: { email?: string; firstName?: string; lastName?: string };
  },
): Promise<void> {
  const visitor = await browser.newContext({ storageState: signedOut });
  const visit = await visitor.newPage();
  await visit.goto(`${keycloakUrl()}/realms/${realm}/account`);
  await visit.getByRole("link", { name: providerName }).click();
  await visit.getByRole("textbox", { name: /username/i }).fill(user.username);
  await visit.getByLabel("Password", { exact: true }).fill(user.password);
  await visit.getByRole("button", { name: /sign in/i }).click();
  const review = visit.getByRole("button", { name: /submit/i });
  await expect
    .poll(
      async () => (await review.isVisible()) || visit.url().includes(`/realms/${realm}/account`),
    )
    .toBe(true);
  if (await review.isVisible()) {
    const fill = async (name: RegExp, value: string | undefined) => {
      const field = visit.getByRole("textbox", { name });
      if (value !== undefined && (await field.count()) > 0 && (await field.inputValue()) === "")
        await field.fill(value);
    };
    await fill(/^email/i, profile.email);
    await fill(/first name/i, profile.firstName);
    await fill(/last name/i, profile.lastName);
    await review.click();
  }
  await visit.waitForURL((url) => url.pathname.startsWith(`/realms/${realm}/account`));
  await visitor.close();
}
