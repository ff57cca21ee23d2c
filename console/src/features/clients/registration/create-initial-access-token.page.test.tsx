import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
  startMswServer,
} from "../../../../test/console-harness";
import { screen, within } from "../../../../test/render";

const server = startMswServer();

function serve() {
  const sent: unknown[] = [];
  const tokens: object[] = [];
  server.use(
    http.post(`${serverUrl}/admin/realms/master/clients-initial-access`, async ({ request }) => {
      const body = (await request.json()) as { count: number; expiration: number };
      sent.push(body);
      const token = { id: "t-1", timestamp: 1_800_000_000, remainingCount: body.count, ...body };
      tokens.push(token);
      return HttpResponse.json({ ...token, token: "secret-token-value" });
    }),
    http.get(`${serverUrl}/admin/realms/master/clients-initial-access`, () =>
      HttpResponse.json(tokens),
    ),
    ...fakeServerHandlers(createFakeServer()),
  );
  return sent;
}

describe("CreateInitialAccessTokenPage", { timeout: 90_000 }, () => {
  it("refuses a count below one next to the field and sends nothing", async () => {
    const sent = serve();
    const { user } = await renderConsole({ route: "/master/clients/initialAccessToken/create" });
    const count = await screen.findByRole("spinbutton", { name: "Count" });
    await user.clear(count);
    await user.type(count, "0");
    expect(await screen.findByText("Enter 1 or more.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create" })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it("creates the token, shows its value once with a warning, then lists it", async () => {
    const sent = serve();
    const { user, router } = await renderConsole({
      route: "/master/clients/initialAccessToken/create",
    });
    const count = await screen.findByRole("spinbutton", { name: "Count" });
    await user.clear(count);
    await user.type(count, "3");
    await user.click(screen.getByRole("button", { name: "Create" }));

    const dialog = await screen.findByRole("dialog", { name: "Initial access token created" });
    expect(sent).toEqual([{ expiration: 86_400, count: 3 }]);
    expect(within(dialog).getByRole("textbox", { name: "Initial access token" })).toHaveValue(
      "secret-token-value",
    );
    expect(within(dialog).getByText(/shown only this once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));

    expect(router.state.location.pathname).toBe("/master/clients/initial-access-token");
    const row = await screen.findByRole("row", { name: /t-1/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(["t-1", "3"]));
    expect(screen.queryByText("secret-token-value")).not.toBeInTheDocument();
  });
});
