import type { RealmRepresentation, UserRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  whoAmIFor,
} from "../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../test/render";
import { defaultLifespan, executeActionsRequest } from "./components/execute-actions-dialog";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const people: UserRepresentation[] = [
  { id: "id-ann", username: "ann", email: "ann@example.org", enabled: true },
  { id: "id-fed", username: "fedora", enabled: true, federationLink: "ldap-1" },
];

interface Scenario {
  realm?: RealmRepresentation;
  rights?: string[];
  storage?: { id: string; config?: Record<string, string[]> }[];
  extra?: Parameters<typeof server.use>;
}

/** The users endpoints of a realm with the given storage providers, recording every call. */
function useScenario({
  realm = { realm: "master" },
  rights = [...fullAdminRights, "impersonation"],
  storage = [],
  extra = [],
}: Scenario = {}) {
  const state = createFakeServer({ realms: [realm], whoAmI: whoAmIFor({ master: rights }) });
  const calls: URL[] = [];
  const matching = (url: URL) =>
    people.filter((person) => person.username?.includes(url.searchParams.get("search") ?? ""));
  server.use(
    ...extra,
    ...fakeServerHandlers(state),
    http.get(`${serverUrl}/admin/realms/:realm/components`, () => HttpResponse.json(storage)),
    http.get(`${serverUrl}/admin/realms/:realm/events/config`, () =>
      HttpResponse.json({ eventsEnabled: false }),
    ),
    http.get(`${serverUrl}/admin/realms/:realm/users/count`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      return HttpResponse.json(matching(url).length);
    }),
    http.get(`${serverUrl}/admin/realms/:realm/users`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      return HttpResponse.json(matching(url));
    }),
  );
  return calls;
}

describe("executeActionsRequest", () => {
  it("leaves out the optional fields when empty and trims the others", () => {
    expect(
      executeActionsRequest({
        actions: ["UPDATE_PASSWORD"],
        lifespan: undefined,
        redirectUri: " ",
        clientId: "",
      }),
    ).toEqual({ actions: ["UPDATE_PASSWORD"], lifespan: defaultLifespan });
    expect(
      executeActionsRequest({
        actions: ["VERIFY_EMAIL"],
        lifespan: 600,
        redirectUri: " https://app.test/ ",
        clientId: "app ",
      }),
    ).toEqual({
      actions: ["VERIFY_EMAIL"],
      lifespan: 600,
      redirectUri: "https://app.test/",
      clientId: "app",
    });
  });
});

describe("users list actions", { timeout: 90_000 }, () => {
  it("waits for a search when the realm has user storage, then lists the matches", async () => {
    const calls = useScenario({ storage: [{ id: "ldap-1", config: { enabled: ["true"] } }] });
    const { user } = await renderConsole({ route: "/master/users" });
    expect(await screen.findByRole("heading", { name: "Search for users" })).toBeInTheDocument();
    expect(screen.queryByRole("grid", { name: "Users" })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByRole("textbox", { name: "Search Users" }), "fed{Enter}");
    const grid = await screen.findByRole("grid", { name: "Users" });
    expect(await within(grid).findByRole("link", { name: "fedora" })).toBeInTheDocument();
    expect(within(grid).getByText("Federated")).toBeInTheDocument();
    expect(within(grid).queryByRole("link", { name: "ann" })).not.toBeInTheDocument();
    expect(calls.every((url) => url.searchParams.get("search") === "fed")).toBe(true);
  });

  it("lists users at once when the only storage provider is disabled", async () => {
    useScenario({ storage: [{ id: "ldap-1", config: { enabled: ["false"] } }] });
    await renderConsole({ route: "/master/users" });
    const grid = await screen.findByRole("grid", { name: "Users" }, { timeout: 15_000 });
    expect(await within(grid).findByRole("link", { name: "ann" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unlock all users" })).not.toBeInTheDocument();
  });

  it("unlocks all users after confirmation when brute-force protection is on", async () => {
    let unlocked = 0;
    useScenario({
      realm: { realm: "master", bruteForceProtected: true },
      extra: [
        http.delete(`${serverUrl}/admin/realms/:realm/attack-detection/brute-force/users`, () => {
          unlocked += 1;
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    });
    const { user } = await renderConsole({ route: "/master/users" });
    await user.click(await screen.findByRole("button", { name: "Unlock all users" }));
    const dialog = await screen.findByRole("dialog", { name: "Unlock all users?" });
    await user.click(within(dialog).getByRole("button", { name: "Unlock all" }));
    expect(await screen.findByText("All users were unlocked.")).toBeInTheDocument();
    expect(unlocked).toBe(1);
  });

  it("refuses to impersonate a row's user the server says may not be", async () => {
    let impersonations = 0;
    useScenario({
      extra: [
        http.get(`${serverUrl}/admin/realms/:realm/users/:id`, () =>
          HttpResponse.json({ ...people[0], access: { impersonate: false } }),
        ),
        http.post(`${serverUrl}/admin/realms/:realm/users/:id/impersonation`, () => {
          impersonations += 1;
          return HttpResponse.json({ redirect: "http://keycloak.test/account", sameRealm: true });
        }),
      ],
    });
    const { user } = await renderConsole({ route: "/master/users" });
    const grid = await screen.findByRole("grid", { name: "Users" }, { timeout: 15_000 });
    await user.click(await within(grid).findByRole("button", { name: "Actions for ann" }));
    await user.click(await screen.findByRole("menuitem", { name: "Impersonate" }));
    expect(await screen.findByText("You may not impersonate this user.")).toBeInTheDocument();
    expect(impersonations).toBe(0);
  });

  it("offers no impersonation without the impersonation right", async () => {
    useScenario({ rights: fullAdminRights });
    const { user } = await renderConsole({ route: "/master/users" });
    const grid = await screen.findByRole("grid", { name: "Users" }, { timeout: 15_000 });
    await user.click(await within(grid).findByRole("button", { name: "Actions for ann" }));
    expect(await screen.findByRole("menuitem", { name: "Delete" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Impersonate" })).not.toBeInTheDocument();
  });
});

describe("execute-actions e-mail", { timeout: 90_000 }, () => {
  it("sends the chosen actions and shows the server's error", async () => {
    const sent: URL[] = [];
    useScenario({
      extra: [
        http.get(`${serverUrl}/admin/realms/:realm/users/:id`, () =>
          HttpResponse.json({ ...people[0], access: { manage: true } }),
        ),
        http.get(`${serverUrl}/admin/realms/:realm/attack-detection/brute-force/users/:id`, () =>
          HttpResponse.json({ disabled: false }),
        ),
        http.get(`${serverUrl}/admin/realms/:realm/authentication/required-actions`, () =>
          HttpResponse.json([
            { alias: "UPDATE_PASSWORD", name: "Update Password", enabled: true },
            { alias: "TERMS_AND_CONDITIONS", name: "Terms and Conditions", enabled: false },
          ]),
        ),
        http.get(`${serverUrl}/admin/realms/:realm/clients`, () =>
          HttpResponse.json([{ id: "c1", clientId: "app" }]),
        ),
        http.put(
          `${serverUrl}/admin/realms/:realm/users/:id/execute-actions-email`,
          ({ request }) => {
            sent.push(new URL(request.url));
            return HttpResponse.json(
              { errorMessage: "Failed to send execute actions email: no sender" },
              { status: 500 },
            );
          },
        ),
      ],
    });
    const { user } = await renderConsole({ route: "/master/users/id-ann/settings" });
    await user.click(await screen.findByRole("button", { name: "User actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Send e-mail with actions" }));
    const dialog = await screen.findByRole("dialog", { name: "Send an e-mail with actions" });
    const send = within(dialog).getByRole("button", { name: "Send e-mail" });
    expect(send).toBeDisabled();
    expect(within(dialog).getByRole("spinbutton", { name: "Link valid for" })).toHaveValue(12);
    await user.click(within(dialog).getByRole("button", { name: /^Actions/ }));
    expect(await screen.findByRole("checkbox", { name: "Update Password" })).toBeInTheDocument();
    expect(
      screen.queryByRole("checkbox", { name: "Terms and Conditions" }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Update Password" }));
    await waitFor(() => {
      expect(send).toBeEnabled();
    });
    await user.click(send);
    expect(
      await within(dialog).findByText("Failed to send execute actions email: no sender"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/an SMTP server and a sender address/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.searchParams.get("lifespan")).toBe(String(defaultLifespan));
    expect(sent[0]?.searchParams.has("client_id")).toBe(false);
  });
});

describe("remove OTP", { timeout: 90_000 }, () => {
  it("removes every OTP credential after confirmation", async () => {
    let removed = 0;
    useScenario({
      extra: [
        http.get(`${serverUrl}/admin/realms/:realm/users/:id`, () =>
          HttpResponse.json({ ...people[0], totp: removed === 0, access: { manage: true } }),
        ),
        http.get(`${serverUrl}/admin/realms/:realm/attack-detection/brute-force/users/:id`, () =>
          HttpResponse.json({ disabled: false }),
        ),
        http.get(`${serverUrl}/admin/realms/:realm/users/:id/credentials`, () =>
          HttpResponse.json(removed === 0 ? [{ id: "c1", type: "otp", userLabel: "Phone" }] : []),
        ),
        // Recent servers no longer have the single call; each OTP credential goes on its own.
        http.put(`${serverUrl}/admin/realms/:realm/users/:id/remove-totp`, () =>
          HttpResponse.json({ error: "HTTP 404 Not Found" }, { status: 404 }),
        ),
        http.delete(`${serverUrl}/admin/realms/:realm/users/:id/credentials/c1`, () => {
          removed += 1;
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    });
    const { user } = await renderConsole({ route: "/master/users/id-ann/credentials" });
    await user.click(await screen.findByRole("button", { name: "Remove all OTP" }));
    const dialog = await screen.findByRole("dialog", { name: /Remove all one-time passwords\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("The one-time passwords were removed.")).toBeInTheDocument();
    expect(removed).toBe(1);
    await waitFor(() => {
      expect(screen.queryByRole("button", { name: "Remove all OTP" })).not.toBeInTheDocument();
    });
  });
});
