import { goToRoute, openConsole, test } from "../support/fixtures";
import {
  expect,
  mappersTable,
  oidcProvider,
  providerRow,
  seedMapper,
  seedProvider,
} from "../identity-providers/idp-list-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in the realm's identity providers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("display names and mapper names show as typed on the list, the provider's page, its mappers and their pages", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const providers = payloads.map((payload, index) => ({
      alias: `hostile-${String(index)}`,
      name: payload.text,
      kind: payload.kind,
    }));
    for (const { alias, name } of providers)
      await seedProvider(freshRealm, oidcProvider(alias, { displayName: name }));
    const mapped = "hostile-0";
    const mappers: { id: string; name: string; kind: string }[] = [];
    for (const payload of payloads) {
      const id = await seedMapper(freshRealm, mapped, {
        name: payload.text,
        identityProviderMapper: "hardcoded-attribute-idp-mapper",
        config: { syncMode: "INHERIT", attribute: "department", "attribute.value": payload.text },
      });
      mappers.push({ id, name: payload.text, kind: payload.kind });
    }

    await openConsole(page, `${freshRealm}/identity-providers?size=20`);
    for (const { alias, name } of providers)
      await expect(providerRow(page, alias)).toContainText(name);
    await expectInert(page, dialogs, "identity providers list");

    for (const { alias, name, kind } of providers) {
      await goToRoute(page, `${freshRealm}/identity-providers/oidc/${alias}/mappers`);
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expectInert(page, dialogs, `identity provider ${kind}`);
    }

    await goToRoute(page, `${freshRealm}/identity-providers/oidc/${mapped}/mappers?size=20`);
    for (const { name } of mappers)
      await expect(mappersTable(page).getByRole("link", { name, exact: true })).toBeVisible();
    await expectInert(page, dialogs, "identity provider mappers");

    for (const { id, name, kind } of mappers) {
      await goToRoute(page, `${freshRealm}/identity-providers/oidc/${mapped}/mappers/${id}`);
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
      await expect(page.getByRole("textbox", { name: "User Attribute Value" })).toHaveValue(name);
      await expectInert(page, dialogs, `identity provider mapper ${kind}`);
    }
  });
});
