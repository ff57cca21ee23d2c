import { expect as baseExpect } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
const expect = baseExpect.configure({ timeout: 60_000 });

const policyType = "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy";

interface StoredPolicy {
  id: string;
  name: string;
  providerId: string;
  subType: string;
  config?: Record<string, string[]>;
}

const storedPolicies = async (realm: string): Promise<StoredPolicy[]> =>
  (await (await adminFetch(`/${realm}/components?type=${policyType}`)).json()) as StoredPolicy[];

/** Registers a client through dynamic client registration with a new initial access token. */
async function registerClient(realm: string, clientId: string): Promise<Response> {
  const created = (await (
    await adminFetch(`/${realm}/clients-initial-access`, {
      method: "POST",
      body: JSON.stringify({ count: 1, expiration: 600 }),
    })
  ).json()) as { token: string };
  return fetch(`${keycloakUrl()}/realms/${realm}/clients-registrations/default`, {
    method: "POST",
    headers: { authorization: `Bearer ${created.token}`, "content-type": "application/json" },
    body: JSON.stringify({ clientId }),
  });
}

test.describe("client registration policies", () => {
  test.describe.configure({ timeout: 180_000 });

  test("adds a max clients policy that the server then enforces, edits and deletes it", async ({
    page,
    freshRealm: realm,
  }) => {
    await openConsole(page, `${realm}/clients/client-registration`);
    await expect(page.getByRole("tab", { name: "Anonymous access policies" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(
      page
        .getByRole("grid", { name: "Anonymous access policies" })
        .or(page.getByRole("table", { name: "Anonymous access policies" })),
    ).toContainText("Trusted Hosts");
    await page.getByRole("tab", { name: "Authenticated access policies" }).click();
    await expect(page).toHaveURL(/client-registration\/authenticated$/);
    await expectNoAxeViolations(page);

    // Registrations with an initial access token are checked by the authenticated policies.
    await page.getByRole("button", { name: "Add policy" }).click();
    await page.getByRole("menuitem", { name: /^max-clients/ }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Add max-clients policy" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "Name" }).fill("Only one client");
    await page.getByRole("textbox", { name: "Maximum number of clients" }).fill("1");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Policy Only one client saved")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Only one client" })).toBeVisible();

    const stored = (await storedPolicies(realm)).find(
      (policy) => policy.name === "Only one client",
    );
    expect(stored).toMatchObject({
      providerId: "max-clients",
      subType: "authenticated",
      config: { "max-clients": ["1"] },
    });
    const refused = await registerClient(realm, "one-too-many");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Only one client");

    // The first save's alert stays a few seconds; the next one must be the second save's.
    await expect(page.getByText("Policy Only one client saved")).toHaveCount(0, {
      timeout: 20_000,
    });
    await page.getByRole("textbox", { name: "Maximum number of clients" }).fill("500");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Policy Only one client saved")).toBeVisible();
    await expect
      .poll(async () => (await storedPolicies(realm)).find((p) => p.id === stored?.id)?.config)
      .toMatchObject({ "max-clients": ["500"] });
    expect((await registerClient(realm, "now-allowed")).status).toBe(201);

    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/client-registration\/authenticated$/);
    const row = page.getByRole("row", { name: /Only one client/ });
    await row.getByRole("button", { name: /actions/i }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete policy?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Policy Only one client deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await storedPolicies(realm)).some((policy) => policy.id === stored?.id)).toBe(false);
  });
});
