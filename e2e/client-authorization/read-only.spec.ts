import { signIn, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { createAuthorizationScope, createResource } from "./authorization-seed";
import { expect, seedResourceServer } from "./resources-helpers";

test.describe("client authorization read-only", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("an administrator with view-authorization (and view-clients, which the client's page needs) sees everything and can change nothing", async ({
    page,
    realm,
  }) => {
    const id = await seedResourceServer(realm, unique("readonly-app"));
    const scopeId = await createAuthorizationScope(realm, id, "readonly-scope");
    const resourceId = await createResource(realm, id, {
      name: "Readonly doc",
      uris: ["/readonly"],
      scopes: ["readonly-scope"],
    });
    const viewer = await createRealmAdmin(realm, "authz-viewer", [
      "view-authorization",
      "view-clients",
    ]);
    const base = `${realm}/clients/${id}/authorization`;
    await signIn(page, { realm, ...viewer, route: `${base}/settings` });

    await expect(page.getByRole("radio", { name: /^Enforcing/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Enforcing/ })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Import a resource server" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Resources" }).click();
    const resources = page.getByRole("grid", { name: "Resources" });
    await expect(resources.getByRole("link", { name: "Readonly doc" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create resource" })).toHaveCount(0);
    await expect(resources.getByRole("button", { name: "Actions for Readonly doc" })).toHaveCount(
      0,
    );

    await page.getByRole("tab", { name: "Authorization scopes" }).click();
    const scopes = page.getByRole("grid", { name: "Authorization scopes" });
    await expect(scopes.getByRole("link", { name: "readonly-scope" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create authorization scope" })).toHaveCount(0);

    await page.goto(`${page.url().split("#")[0] ?? ""}#/${base}/resource/${resourceId}`);
    await expect(page.getByRole("heading", { name: "Readonly doc", level: 1 })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Resource actions" })).toHaveCount(0);

    await page.goto(`${page.url().split("#")[0] ?? ""}#/${base}/scope/${scopeId}`);
    await expect(page.getByRole("heading", { name: "readonly-scope", level: 1 })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Authorization scope actions" })).toHaveCount(0);
  });
});
