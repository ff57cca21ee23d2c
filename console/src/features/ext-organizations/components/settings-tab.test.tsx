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
import { configure, screen } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const orgUrl = `${serverUrl}/realms/:realm/orgs/:orgId`;

/** One organization whose save the server answers with `status`; records what was sent. */
function useOrganization(rights: string[], status: number) {
  const saved: unknown[] = [];
  server.use(
    http.get(orgUrl, () =>
      HttpResponse.json({
        id: "o1",
        name: "acme",
        displayName: "Acme",
        domains: ["acme.test"],
        attributes: { tier: ["gold"] },
      }),
    ),
    http.put(orgUrl, async ({ request }) => {
      saved.push(await request.json());
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json(
            { error: "conflict", error_description: "Duplicate resource error" },
            { status },
          );
    }),
    ...fakeServerHandlers(
      createFakeServer({
        serverInfo: serverInfoWithPhaseTwo,
        whoAmI: whoAmIFor({ master: rights }),
      }),
    ),
  );
  return saved;
}

describe("SettingsTab", { timeout: 90_000 }, () => {
  it("shows a taken name on its field and keeps what was typed", async () => {
    const saved = useOrganization([...fullAdminRights, "manage-organizations"], 409);
    const { user } = await renderConsole({ route: "/master/ext-organizations/o1/settings" });
    const name = await screen.findByRole("textbox", { name: "Name" }, { timeout: 15_000 });
    await user.clear(name);
    await user.type(name, "globex");
    await user.clear(screen.getByRole("textbox", { name: "Display name" }));
    await user.type(screen.getByRole("textbox", { name: "Display name" }), "Globex");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Another organization already has this name.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("globex");
    expect(screen.getByRole("textbox", { name: "Display name" })).toHaveValue("Globex");
    // The server replaces the organization as a whole: attributes and domains go along.
    expect(saved.at(-1)).toMatchObject({
      name: "globex",
      displayName: "Globex",
      domains: ["acme.test"],
      attributes: { tier: ["gold"] },
    });
  });

  it("is read-only for an administrator who may only view organizations", async () => {
    useOrganization(["query-clients", "view-clients", "view-organizations"], 204);
    await renderConsole({ route: "/master/ext-organizations/o1/settings" });
    expect(
      await screen.findByRole("textbox", { name: "Name" }, { timeout: 15_000 }),
    ).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Organization actions" })).not.toBeInTheDocument();
  });
});
