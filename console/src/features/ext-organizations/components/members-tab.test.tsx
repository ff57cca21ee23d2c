import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  serverInfoWithPhaseTwo,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  startMswServer,
  whoAmIFor,
} from "../../../../test/console-harness";
import { configure, screen, within } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const orgs = `${serverUrl}/realms/:realm/orgs/:orgId`;

/** One organization with one member; records the portal link requests' form fields. */
function useOrganization() {
  const portalRequests: URLSearchParams[] = [];
  server.use(
    http.get(orgs, () => HttpResponse.json({ id: "o1", name: "acme", domains: [] })),
    http.get(`${orgs}/members`, ({ request }) => {
      expect(new URL(request.url).searchParams.get("excludeAdminAccounts")).toBe("true");
      return HttpResponse.json([{ id: "u1", username: "amira", email: "amira@acme.test" }]);
    }),
    http.get(`${orgs}/members/count`, () => HttpResponse.json(1)),
    http.post(`${orgs}/portal-link`, async ({ request }) => {
      portalRequests.push(new URLSearchParams(await request.text()));
      return HttpResponse.json({ user: "u1", link: "https://kc.test/portal?key=abc" });
    }),
    ...fakeServerHandlers(
      createFakeServer({
        serverInfo: serverInfoWithPhaseTwo,
        whoAmI: whoAmIFor({ master: [...fullAdminRights, "manage-organizations"] }),
      }),
    ),
  );
  return portalRequests;
}

describe("MembersTab", { timeout: 90_000 }, () => {
  it("creates a member's portal link and shows it to copy", async () => {
    const portalRequests = useOrganization();
    const { user } = await renderConsole({ route: "/master/ext-organizations/o1/members" });
    const table = await screen.findByRole(
      "grid",
      { name: "Members of the organization" },
      { timeout: 15_000 },
    );
    expect(await within(table).findByRole("link", { name: "amira" })).toHaveAttribute(
      "href",
      "/master/users/u1/settings",
    );
    await user.click(within(table).getByRole("button", { name: "Actions for amira" }));
    await user.click(await screen.findByRole("menuitem", { name: "Create portal link" }));

    const dialog = await screen.findByRole("dialog", { name: "Portal link for amira" });
    expect(within(dialog).getByRole("textbox", { name: "Portal link" })).toHaveValue(
      "https://kc.test/portal?key=abc",
    );
    expect(within(dialog).getByRole("button", { name: "Copy the portal link" })).toBeVisible();
    expect(portalRequests.at(-1)?.get("userId")).toBe("u1");
  });
});
