import { AdminApiError, adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { seedUser } from "../users/users-helpers";
import { addMember, createOrganization, enableOrganizations, expect } from "./members-helpers";

/** How the server answers for the organization's invitations: 200, or 404 without a list of them. */
async function invitationsStatus(realm: string, orgId: string): Promise<number> {
  try {
    return (await adminFetch(`/${realm}/organizations/${orgId}/invitations?max=1`)).status;
  } catch (error) {
    if (error instanceof AdminApiError) return error.status;
    throw error;
  }
}

// Runs against every release the project supports: the server decides which of the two shows.
test.describe("organization invitations, by what the server keeps", () => {
  test("lists pending invitations where the server keeps them, and asks for none where it does not", async ({
    page,
    realm,
  }) => {
    await enableOrganizations(realm);
    const orgId = await createOrganization(realm, "Acme");
    await addMember(realm, orgId, await seedUser(realm, { username: "amira" }));
    const status = await invitationsStatus(realm, orgId);
    const invitationRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/invitations"))
        invitationRequests.push(request.url());
    });

    await openConsole(page, `${realm}/organizations/${orgId}/members`);
    await expect(
      page.getByRole("grid", { name: "Members" }).getByRole("link", { name: "amira" }),
    ).toBeVisible();
    const heading = page.getByRole("heading", { name: "Pending invitations", exact: true });
    if (status === 404) {
      // Releases before 26.5 send invitations without keeping a list of them: the console knows
      // it from server info and asks for none.
      await expect(heading).toBeHidden();
      await expect(page.getByText(/could not be loaded/)).toBeHidden();
      expect(invitationRequests).toEqual([]);
    } else {
      expect(status).toBe(200);
      await expect(heading).toBeVisible();
      await expect(page.getByRole("heading", { name: "No pending invitations" })).toBeVisible();
      expect(invitationRequests).not.toEqual([]);
    }
  });
});
