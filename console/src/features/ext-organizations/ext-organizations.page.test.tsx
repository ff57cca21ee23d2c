import type { PhaseTwoOrganizationRepresentation } from "@gatehouse/admin-client";
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
} from "../../../test/console-harness";
import { configure, screen, within } from "../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const organizations: PhaseTwoOrganizationRepresentation[] = [
  {
    id: "o1",
    name: "acme",
    displayName: "Acme Ltd",
    url: "https://acme.test",
    domains: ["acme.test", "shop.acme.test", "eu.acme.test", "us.acme.test"],
  },
  { id: "o2", name: "globex", domains: [] },
];

/** The extension's list and count, searched on the name; records the list's query strings. */
function useExtensionServer(rights: string[]) {
  const listRequests: URLSearchParams[] = [];
  const matching = (params: URLSearchParams) =>
    organizations.filter((organization) =>
      (organization.name ?? "").includes(params.get("search") ?? ""),
    );
  server.use(
    http.get(`${serverUrl}/realms/:realm/orgs/count`, ({ request }) =>
      HttpResponse.json(matching(new URL(request.url).searchParams).length),
    ),
    http.get(`${serverUrl}/realms/:realm/orgs`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const first = Number(params.get("first") ?? "0");
      const max = Number(params.get("max") ?? "100");
      return HttpResponse.json(matching(params).slice(first, first + max));
    }),
    ...fakeServerHandlers(
      createFakeServer({
        serverInfo: serverInfoWithPhaseTwo,
        whoAmI: whoAmIFor({ master: rights }),
      }),
    ),
  );
  return listRequests;
}

describe("ExtOrganizationsPage", { timeout: 90_000 }, () => {
  it("says the server lacks the extension, and asks it nothing, on a server without it", async () => {
    const asked: string[] = [];
    server.use(
      http.all(`${serverUrl}/realms/:realm/orgs*`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json([]);
      }),
      ...fakeServerHandlers(
        createFakeServer({ whoAmI: whoAmIFor({ master: [...fullAdminRights] }) }),
      ),
    );
    await renderConsole({ route: "/master/ext-organizations" });
    expect(
      await screen.findByRole("heading", { name: "Not on this server" }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText(/does not run Phase Two's organizations extension/)).toBeVisible();
    expect(asked).toEqual([]);
  });

  it("lists organizations with two domain chips and searches on the server", async () => {
    const listRequests = useExtensionServer([...fullAdminRights, "manage-organizations"]);
    const { user } = await renderConsole({ route: "/master/ext-organizations" });
    const table = await screen.findByRole(
      "grid",
      { name: "Organizations of the extension" },
      { timeout: 15_000 },
    );
    const acme = await within(table).findByRole("row", { name: /acme/ });
    expect(within(acme).getByRole("link", { name: "acme" })).toHaveAttribute(
      "href",
      "/master/ext-organizations/o1/settings",
    );
    expect(within(acme).getByText("Acme Ltd")).toBeVisible();
    expect(within(acme).getByText("shop.acme.test")).toBeVisible();
    expect(within(acme).queryByText("us.acme.test")).not.toBeInTheDocument();
    await user.click(within(acme).getByRole("button", { name: "Show 2 more" }));
    expect(within(acme).getByText("us.acme.test")).toBeVisible();
    expect(screen.getByRole("button", { name: "Create organization" })).toBeVisible();

    await user.type(
      screen.getByRole("textbox", { name: "Search Organizations of the extension" }),
      "glob{Enter}",
    );
    expect(await within(table).findByRole("link", { name: "globex" })).toBeVisible();
    expect(within(table).queryByRole("link", { name: "acme" })).not.toBeInTheDocument();
    expect(listRequests.at(-1)?.get("search")).toBe("glob");
  });

  it("shows organizations read-only to an administrator who may only view them", async () => {
    useExtensionServer(["query-clients", "view-clients", "view-organizations"]);
    await renderConsole({ route: "/master/ext-organizations" });
    const table = await screen.findByRole(
      "grid",
      { name: "Organizations of the extension" },
      { timeout: 15_000 },
    );
    expect(await within(table).findByRole("link", { name: "acme" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Create organization" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Actions for acme" })).toBeNull();
  });
});
