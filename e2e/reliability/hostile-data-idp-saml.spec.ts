import { goToRoute, openConsole, test } from "../support/fixtures";
import { expect, seedProvider } from "../identity-providers/oidc-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in SAML identity providers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("SAML text settings show as typed on the provider's settings page", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const seeded: { alias: string; text: string; kind: string }[] = [];
    for (const [index, payload] of payloads.entries()) {
      const alias = `hostile-${String(index)}`;
      await seedProvider(freshRealm, {
        alias,
        providerId: "saml",
        config: {
          entityId: "https://sp.example.test/realms/hostile",
          singleSignOnServiceUrl: "https://idp.example.test/sso",
          idpEntityId: payload.text,
          principalType: "ATTRIBUTE",
          principalAttribute: payload.text,
          attributeConsumingServiceName: payload.text,
          authnContextClassRefs: JSON.stringify([payload.text]),
        },
      });
      seeded.push({ alias, text: payload.text, kind: payload.kind });
    }
    expect(seeded.length).toBeGreaterThan(0);

    await openConsole(
      page,
      `${freshRealm}/identity-providers/saml/${seeded[0]?.alias ?? ""}/settings`,
    );
    for (const { alias, text, kind } of seeded) {
      await goToRoute(page, `${freshRealm}/identity-providers/saml/${alias}/settings`);
      for (const name of [
        "Identity provider entity ID",
        "Principal attribute",
        "Attribute consuming service name",
      ])
        await expect(page.getByRole("textbox", { name, exact: true })).toHaveValue(text);
      await expect(
        page
          .getByRole("group", { name: /AuthnContext class references/ })
          .getByRole("textbox")
          .first(),
      ).toHaveValue(text);
      await expectInert(page, dialogs, `SAML provider settings ${kind}`);
    }
  });
});
