import { expect as baseExpect } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { assignOneRole } from "../support/role-mapping";
import { accessToken, tokenClaims } from "../support/tokens";
import { seedClient } from "./list-helpers";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
const expect = baseExpect.configure({ timeout: 60_000 });

const secret = "robot-secret-0123456789";

/** The realm roles in the access token the client gets for itself (client credentials grant). */
async function serviceAccountRealmRoles(realm: string, clientId: string): Promise<string[]> {
  const token = await accessToken(realm, {
    grant_type: "client_credentials",
    client_id: clientId,
    client_secret: secret,
  });
  const claims = tokenClaims(token) as { realm_access?: { roles?: string[] } };
  return claims.realm_access?.roles ?? [];
}

test.describe("client service account roles", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a realm role assigned to the service account is in the client's own token", async ({
    page,
    realm,
  }) => {
    const clientUuid = await seedClient(realm, {
      clientId: "report-robot",
      publicClient: false,
      secret,
      serviceAccountsEnabled: true,
      standardFlowEnabled: false,
    });
    await adminFetch(`/${realm}/roles`, {
      method: "POST",
      body: JSON.stringify({ name: "report-reader" }),
    });
    expect(await serviceAccountRealmRoles(realm, "report-robot")).not.toContain("report-reader");

    await openConsole(page, `${realm}/clients/${clientUuid}/serviceAccount`);
    await expect(page.getByRole("link", { name: "service-account-report-robot" })).toBeVisible();
    await assignOneRole(page, { search: "report-reader" });
    await expect(
      page.getByRole("grid", { name: "Roles" }).getByRole("row", { name: /report-reader/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    expect(await serviceAccountRealmRoles(realm, "report-robot")).toContain("report-reader");

    // The link opens the service-account user itself.
    await page.getByRole("link", { name: "service-account-report-robot" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: /service-account-report-robot/ }),
    ).toBeVisible();
  });
});
