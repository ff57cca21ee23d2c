import { beforeAll, describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";
import { useClientPoliciesServer } from "./client-policies-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

beforeAll(() => {
  // jsdom does no layout; the JSON view's editor measures text ranges.
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const strict = { name: "strict", description: "Strict clients", executors: [] };
const other = { name: "other", executors: [] };

describe("realm settings client policies tab", { timeout: 90_000 }, () => {
  it("lists the realm's and the global profiles, and deletes a realm profile after asking", async () => {
    const state = useClientPoliciesServer(server, { profiles: [strict, other] });
    const { user } = await renderConsole({
      route: "/acme/realm-settings/client-policies/profiles",
    });
    const table = await screen.findByRole("grid", { name: "Client profiles" });
    expect(await within(table).findByRole("link", { name: "fapi-1-baseline" })).toBeVisible();
    expect(within(table).getByText("Strict clients")).toBeVisible();
    expect(within(table).getAllByText("Global")).toHaveLength(1);

    await user.click(within(table).getByRole("button", { name: /strict/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete this client profile/ });
    expect(state.saves).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Client profile strict deleted")).toBeVisible();
    // The other realm profile stays: the list is read again and sent whole.
    expect(state.saves).toEqual([{ list: "profiles", entries: [other] }]);
  });

  it("turns a policy off at once and keeps the realm's other policies", async () => {
    const state = useClientPoliciesServer(server, {
      policies: [
        { name: "confidential", enabled: true, conditions: [], profiles: [] },
        { name: "second", enabled: true, conditions: [], profiles: [] },
      ],
    });
    const { user } = await renderConsole({
      route: "/acme/realm-settings/client-policies/policies",
    });
    const toggle = await screen.findByRole("switch", { name: "Policy confidential enabled" });
    expect(toggle).toBeChecked();
    expect(screen.getByRole("switch", { name: "Policy global-policy enabled" })).toBeDisabled();
    await user.click(toggle);
    expect(await screen.findByText("Client policy confidential is now disabled")).toBeVisible();
    expect(state.saves).toEqual([
      {
        list: "policies",
        entries: [
          { name: "confidential", enabled: false, conditions: [], profiles: [] },
          { name: "second", enabled: true, conditions: [], profiles: [] },
        ],
      },
    ]);
  });

  it("shows the realm's own profiles as JSON, without the global ones", async () => {
    useClientPoliciesServer(server, { profiles: [strict] });
    const { user } = await renderConsole({
      route: "/acme/realm-settings/client-policies/profiles",
    });
    await user.click(await screen.findByRole("button", { name: "JSON editor" }));
    const editor = await screen.findByRole("textbox", { name: /client profiles as JSON/ });
    expect(editor).toHaveTextContent('"name": "strict"');
    expect(editor).not.toHaveTextContent("fapi-1-baseline");
  });

  it("shows a view-realm administrator both tabs read-only", async () => {
    useClientPoliciesServer(server, {
      rights: ["view-realm"],
      profiles: [strict],
      policies: [{ name: "confidential", enabled: true, conditions: [], profiles: [] }],
    });
    const { user } = await renderConsole({
      route: "/acme/realm-settings/client-policies/profiles",
    });
    await screen.findByRole("link", { name: "strict" });
    expect(screen.queryByRole("link", { name: "Create client profile" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Kebab toggle|Actions/ })).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Policies" }));
    expect(
      await screen.findByRole("switch", { name: "Policy confidential enabled" }),
    ).toBeDisabled();
    expect(screen.queryByRole("link", { name: "Create client policy" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "JSON editor" }));
    await screen.findByRole("textbox", { name: /client policies as JSON/ });
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("hides the tab when the server has no client policies", async () => {
    const { useRealmSettingsServer } = await import("../realm-settings-test-server");
    useRealmSettingsServer(server);
    await renderConsole({ route: "/acme/realm-settings/general" });
    await screen.findByRole("tab", { name: "Tokens" });
    expect(screen.queryByRole("tab", { name: "Client policies" })).toBeNull();
  });

  it("turns lightweight access tokens on for every client from the tokens tab", async () => {
    const state = useClientPoliciesServer(server, { profiles: [other] });
    const { user } = await renderConsole({ route: "/acme/realm-settings/tokens" });
    const toggle = await screen.findByRole("switch", {
      name: "Lightweight access tokens for every client",
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText("Every client now gets lightweight access tokens"),
    ).toBeVisible();
    // The profile first: a policy may only name a profile that exists.
    expect(state.saves.map((save) => save.list)).toEqual(["profiles", "policies"]);
    expect(state.profiles.map((profile) => profile.name)).toEqual([
      "other",
      "lightweight-access-tokens",
    ]);
    expect(state.policies[0]).toMatchObject({
      enabled: true,
      conditions: [{ condition: "any-client" }],
      profiles: ["lightweight-access-tokens"],
    });
    await waitFor(() => {
      expect(toggle).toBeChecked();
    });
  });
});
