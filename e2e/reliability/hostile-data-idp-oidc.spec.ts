import { keycloakUrl } from "../../server/src/keycloak-url";
import { expect, seedProvider } from "../identity-providers/oidc-helpers";
import { goToRoute, openConsole, test } from "../support/fixtures";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in identity provider settings", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("display names, client ids, issuers and scopes show as typed on the settings tab", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const endpoint = `${keycloakUrl()}/realms/${freshRealm}/protocol/openid-connect`;
    const seeded = payloads.map((payload, index) => ({
      alias: `hostile-${String(index)}`,
      kind: payload.kind,
      text: payload.text,
    }));
    for (const { alias, text } of seeded)
      await seedProvider(freshRealm, {
        alias,
        displayName: text,
        providerId: "oidc",
        config: {
          clientId: text,
          clientSecret: "partner-secret",
          authorizationUrl: `${endpoint}/auth`,
          tokenUrl: `${endpoint}/token`,
          issuer: text,
          defaultScope: text,
        },
      });
    expect(seeded.length).toBeGreaterThan(0);

    await openConsole(
      page,
      `${freshRealm}/identity-providers/oidc/${seeded[0]?.alias ?? ""}/settings`,
    );
    for (const { alias, text, kind } of seeded) {
      await goToRoute(page, `${freshRealm}/identity-providers/oidc/${alias}/settings`);
      await expect(page.getByRole("textbox", { name: "Alias" })).toHaveValue(alias);
      await expect(page.getByRole("textbox", { name: "Display name" })).toHaveValue(text);
      await expect(page.getByRole("textbox", { name: "Client ID" })).toHaveValue(text);
      await expect(page.getByRole("textbox", { name: "Issuer" })).toHaveValue(text);
      await expect(page.getByRole("textbox", { name: "Scopes" })).toHaveValue(text);
      await expectInert(page, dialogs, `identity provider settings ${kind}`);
    }
  });
});
