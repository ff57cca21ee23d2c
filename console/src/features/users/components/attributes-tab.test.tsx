import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
} from "../../../../test/console-harness";
import { configure, screen, waitFor } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 15_000 });

const users = `${serverUrl}/admin/realms/:realm/users`;
const metadata = {
  attributes: [
    { name: "username", displayName: "Username", required: true },
    { name: "department", displayName: "Department" },
  ],
  groups: [],
};

/** A user with a managed and an unmanaged attribute; the first save fails, later ones succeed. */
function useUserServer(policy: string) {
  const saved: unknown[] = [];
  let attempts = 0;
  server.use(
    http.get(`${users}/profile`, () =>
      HttpResponse.json({ attributes: [], unmanagedAttributePolicy: policy }),
    ),
    http.get(`${users}/u1/unmanagedAttributes`, () => HttpResponse.json({ badge: ["b-17"] })),
    http.get(`${users}/u1`, () =>
      HttpResponse.json({
        id: "u1",
        username: "ada",
        enabled: true,
        access: { manage: true },
        attributes: { department: ["research"], badge: ["b-17"] },
        userProfileMetadata: metadata,
      }),
    ),
    http.put(`${users}/u1`, async ({ request }) => {
      attempts += 1;
      if (attempts === 1) {
        return HttpResponse.json({ errorMessage: "Attribute store is read-only" }, { status: 400 });
      }
      saved.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${serverUrl}/admin/realms/:realm/attack-detection/brute-force/users/u1`, () =>
      HttpResponse.json({ disabled: false }),
    ),
    // The shell reads the realm's event settings for its banners.
    http.get(`${serverUrl}/admin/realms/:realm/events/config`, () => HttpResponse.json({})),
    ...fakeServerHandlers(createFakeServer()),
  );
  return saved;
}

describe("AttributesTab", { timeout: 90_000 }, () => {
  it("keeps what was typed after a failed save and saves it with the managed attributes", async () => {
    const saved = useUserServer("ENABLED");
    const { user } = await renderConsole({ route: "/master/users/u1/attributes" });
    const name = await screen.findByRole("textbox", { name: "Name 1" }, { timeout: 20_000 });
    expect(name).toHaveValue("badge");

    await user.click(screen.getByRole("button", { name: "Add an attribute" }));
    await user.type(screen.getByRole("textbox", { name: "Name 2" }), "team");
    await user.type(screen.getByRole("textbox", { name: "Value 2" }), "red");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(/Attribute store is read-only/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name 2" })).toHaveValue("team");
    expect(screen.getByRole("textbox", { name: "Value 2" })).toHaveValue("red");

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    expect(saved[0]).toMatchObject({
      id: "u1",
      username: "ada",
      attributes: { department: ["research"], badge: ["b-17"], team: ["red"] },
    });
    expect(saved[0]).not.toHaveProperty("userProfileMetadata");
  });

  it("refuses a name over 255 and a value over 2,048 characters at their row, sending nothing", async () => {
    const saved = useUserServer("ENABLED");
    const { user } = await renderConsole({ route: "/master/users/u1/attributes" });
    const name = await screen.findByRole("textbox", { name: "Name 1" }, { timeout: 20_000 });
    await user.clear(name);
    await user.click(name);
    await user.paste("n".repeat(256));
    expect(
      await screen.findByText("Name 1 is longer than the 255 characters the server stores."),
    ).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, "badge");
    const value = screen.getByRole("textbox", { name: "Value 1" });
    await user.clear(value);
    await user.click(value);
    await user.paste("v".repeat(2049));
    expect(
      await screen.findByText("Value 1 is longer than the 2048 characters the server stores."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(saved).toEqual([]);
  });

  it("shows the attributes read-only when the policy only lets administrators view them", async () => {
    useUserServer("ADMIN_VIEW");
    await renderConsole({ route: "/master/users/u1/attributes" });
    const name = await screen.findByRole("textbox", { name: "Name 1" }, { timeout: 20_000 });
    expect(name).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });
});
