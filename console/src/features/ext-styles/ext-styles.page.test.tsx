import type { RealmRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  startMswServer,
  testServerInfo,
  whoAmIFor,
} from "../../../test/console-harness";
import { configure, screen, waitFor } from "../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const primary = "_providerConfig.assets.login.primaryColor";

/** The realm `acme` with a login theme that ignores the styles; saves are kept, or refused. */
function useStylesServer({
  rights = fullAdminRights,
  refuse = false,
}: { rights?: string[]; refuse?: boolean } = {}) {
  const state: { realm: RealmRepresentation; saves: RealmRepresentation[] } = {
    realm: {
      id: "acme-id",
      realm: "acme",
      enabled: true,
      loginTheme: "keycloak.v2",
      attributes: { frontendUrl: "https://id.acme.test", [primary]: "#336699" },
    },
    saves: [],
  };
  const base = `${serverUrl}/admin/realms/acme`;
  server.use(
    http.get(base, () => HttpResponse.json(state.realm)),
    http.put(base, async ({ request }) => {
      const sent = (await request.json()) as RealmRepresentation;
      state.saves.push(sent);
      if (refuse) return HttpResponse.json({ errorMessage: "Storage full" }, { status: 500 });
      state.realm = sent;
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(
      createFakeServer({
        whoAmI: whoAmIFor({ master: rights, acme: rights }),
        serverInfo: {
          ...testServerInfo,
          themes: {
            login: [
              { name: "keycloak.v2", locales: [] },
              { name: "base", locales: [] },
            ],
          },
        },
      }),
    ),
  );
  return state;
}

const previewOf = (name: string) => screen.getByTitle(name).getAttribute("srcdoc") ?? "";

describe("Extensions > Styles", { timeout: 90_000 }, () => {
  it("refuses a bad colour beside its field, follows typing in the preview and saves the attributes", async () => {
    const state = useStylesServer();
    const { user } = await renderConsole({ route: "/acme/ext-styles/login" });
    expect(await screen.findByRole("heading", { level: 1, name: "Styles" })).toBeVisible();
    expect(
      await screen.findByText(/The realm's login theme is keycloak.v2, which does not use/),
    ).toBeVisible();
    expect(screen.getByText("Themes this server offers: keycloak.v2, base.")).toBeVisible();

    const colour = screen.getByRole("textbox", { name: "Primary colour" });
    expect(colour).toHaveValue("#336699");
    expect(screen.getByLabelText("Pick Primary colour")).toHaveValue("#336699");
    await user.clear(colour);
    await user.type(colour, "#12");
    expect(
      await screen.findByText("Enter a colour as #rgb or #rrggbb, such as #0066cc."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();

    await user.type(colour, "3456");
    await user.type(screen.getByRole("textbox", { name: "Custom CSS" }), ".x{{color:red}");
    await waitFor(() => {
      expect(previewOf("Preview of a login page")).toContain("background:#123456");
    });
    expect(previewOf("Preview of a login page")).toContain(".x{color:red}");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Styles saved")).toBeInTheDocument();
    expect(state.saves[0]?.attributes).toEqual({
      frontendUrl: "https://id.acme.test",
      [primary]: "#123456",
      "_providerConfig.assets.login.secondaryColor": null,
      "_providerConfig.assets.login.backgroundColor": null,
      "_providerConfig.assets.login.css": ".x{color:red}",
    });
  });

  it("keeps what was typed when the save fails", async () => {
    useStylesServer({ refuse: true });
    const { user } = await renderConsole({ route: "/acme/ext-styles/email" });
    const line = await screen.findByRole("textbox", { name: "Footer line 1" });
    await user.type(line, "ACME Ltd");
    await waitFor(() => {
      expect(previewOf("Preview of an e-mail")).toContain("<p>ACME Ltd</p>");
    });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/The styles could not be saved/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Footer line 1" })).toHaveValue("ACME Ltd");
  });

  it("is read-only without manage-realm", async () => {
    useStylesServer({ rights: ["query-clients", "view-realm"] });
    await renderConsole({ route: "/acme/ext-styles" });
    expect(await screen.findByRole("textbox", { name: "Logo URL" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("names view-realm to an administrator without it", async () => {
    useStylesServer({ rights: ["query-clients"] });
    await renderConsole({ route: "/acme/ext-styles/portal" });
    expect(await screen.findByText(/view-realm/)).toBeVisible();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
