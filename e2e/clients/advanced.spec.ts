import { expect as baseExpect } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { seedClient, type StoredClient } from "./list-helpers";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
const expect = baseExpect.configure({ timeout: 60_000 });

type AdvancedClient = StoredClient & {
  notBefore?: number;
  authenticationFlowBindingOverrides?: Record<string, string>;
  registeredNodes?: Record<string, number>;
};

const storedClient = async (realm: string, id: string): Promise<AdvancedClient> =>
  (await (await adminFetch(`/${realm}/clients/${id}`)).json()) as AdvancedClient;

test.describe("client advanced tab", () => {
  test.describe.configure({ timeout: 180_000 });

  test("saves lifespans and a browser flow override, each section on its own", async ({
    page,
    realm,
  }) => {
    const id = await seedClient(realm, { clientId: "advanced-app", publicClient: false });
    await adminFetch(`/${realm}/authentication/flows/browser/copy`, {
      method: "POST",
      body: JSON.stringify({ newName: "strict browser" }),
    });
    const flows = (await (await adminFetch(`/${realm}/authentication/flows`)).json()) as {
      id: string;
      alias: string;
    }[];
    const strict = flows.find((flow) => flow.alias === "strict browser");

    await openConsole(page, `${realm}/clients/${id}/advanced`);
    const lifespans = page.getByRole("region", { name: "Advanced settings" });
    await expect(lifespans).toBeVisible();
    await expectNoAxeViolations(page);

    await lifespans.getByRole("spinbutton", { name: "Access token lifespan" }).fill("5");
    // The realm's sessions stay idle for 30 minutes at most; a client's may not exceed that.
    await lifespans.getByRole("spinbutton", { name: "Client session idle" }).fill("20");
    await lifespans.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Advanced settings saved")).toBeVisible();
    await expect
      .poll(async () => (await storedClient(realm, id)).attributes)
      .toMatchObject({ "access.token.lifespan": "300", "client.session.idle.timeout": "1200" });

    const overrides = page.getByRole("region", { name: "Authentication flow overrides" });
    await overrides.getByRole("button", { name: "Browser flow" }).click();
    await page.getByRole("option", { name: "strict browser" }).click();
    await overrides.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(async () => (await storedClient(realm, id)).authenticationFlowBindingOverrides)
      .toMatchObject({ browser: strict?.id ?? "missing" });
    // The lifespans saved before stay as they were.
    expect((await storedClient(realm, id)).attributes).toMatchObject({
      "access.token.lifespan": "300",
    });

    // Cleared, the lifespan follows the realm again.
    await lifespans.getByRole("spinbutton", { name: "Access token lifespan" }).fill("");
    await lifespans.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(async () => (await storedClient(realm, id)).attributes?.["access.token.lifespan"])
      .toBeUndefined();
  });

  test("sets not-before to now, pushes it and clears it; registers a cluster node", async ({
    page,
    realm,
  }) => {
    const id = await seedClient(realm, { clientId: "revoked-app", publicClient: false });
    await openConsole(page, `${realm}/clients/${id}/advanced`);
    const revocation = page.getByRole("region", { name: "Revocation" });
    await expect(revocation.getByText("None")).toBeVisible();

    const before = Math.floor(Date.now() / 1000) - 5;
    await revocation.getByRole("button", { name: "Set to now" }).click();
    await expect(page.getByText("Not before set to now")).toBeVisible();
    await expect
      .poll(async () => (await storedClient(realm, id)).notBefore ?? 0)
      .toBeGreaterThan(before);
    await expect(revocation.getByText("None")).toHaveCount(0);

    await revocation.getByRole("button", { name: "Push" }).click();
    await expect(page.getByText(/Nothing was pushed/)).toBeVisible();

    await revocation.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByText("Not before cleared")).toBeVisible();
    await expect.poll(async () => (await storedClient(realm, id)).notBefore ?? 0).toBe(0);

    const nodes = page.getByRole("region", { name: "Registered cluster nodes" });
    await nodes.getByRole("button", { name: "Register node" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Register cluster node" });
    await dialog.getByRole("textbox", { name: "Node host" }).fill("node-a.example.test");
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(
      nodes.getByRole("gridcell", { name: "node-a.example.test", exact: true }),
    ).toBeVisible();
    expect((await storedClient(realm, id)).registeredNodes).toHaveProperty(["node-a.example.test"]);
  });

  test("saves a token signature algorithm and a compatibility mode on the server", async ({
    page,
    realm,
  }) => {
    const id = await seedClient(realm, { clientId: "signed-app", publicClient: false });
    await openConsole(page, `${realm}/clients/${id}/advanced`);

    const oidc = page.getByRole("region", { name: "Fine-grained OpenID Connect configuration" });
    await oidc.getByRole("combobox", { name: "ID token signature algorithm" }).fill("PS256");
    await page.getByRole("option", { name: "PS256" }).click();
    await oidc.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(async () => (await storedClient(realm, id)).attributes)
      .toMatchObject({ "id.token.signed.response.alg": "PS256" });

    const compatibility = page.getByRole("region", { name: "OpenID Connect compatibility modes" });
    const refreshTokens = compatibility.getByRole("switch", {
      name: "Issue refresh tokens",
      exact: true,
    });
    await expect(refreshTokens).toBeChecked();
    // The switch's styled track covers its input: flip it from the keyboard.
    await refreshTokens.focus();
    await refreshTokens.press("Space");
    await expect(refreshTokens).not.toBeChecked();
    await compatibility.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(async () => (await storedClient(realm, id)).attributes)
      .toMatchObject({ "use.refresh.tokens": "false", "id.token.signed.response.alg": "PS256" });
  });
});
