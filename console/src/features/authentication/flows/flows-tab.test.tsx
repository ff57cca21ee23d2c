import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, within } from "../../../../test/render";
import { useFlowsServer } from "./flows-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/authentication/flows";
const table = () => screen.findByRole("grid", { name: "Authentication flows" });
const rowOf = async (alias: string) => {
  const link = await within(await table()).findByRole("link", { name: alias });
  const row = link.closest("tr");
  if (row === null) throw new Error(`No row for ${alias}`);
  return within(row);
};

describe("authentication flows tab", { timeout: 90_000 }, () => {
  it("lists the flows with their bindings, built-in label and description", async () => {
    useFlowsServer(server);
    await renderConsole({ route });
    const browser = await rowOf("browser");
    expect(browser.getByText("Built-in")).toBeVisible();
    expect(browser.getByText("Browser flow")).toBeVisible();
    expect(browser.getByText("Browser based authentication")).toBeVisible();
    expect((await rowOf("clients")).getByText("Client authentication flow")).toBeVisible();
    expect((await rowOf("spare")).getByText("Not in use")).toBeVisible();
    expect((await rowOf("spare")).queryByText("Built-in")).toBeNull();
    expect((await rowOf("browser")).getByRole("link", { name: "browser" })).toHaveAttribute(
      "href",
      "/acme/authentication/f-browser/default/builtIn",
    );
  });

  it("loads the clients using a flow only when asked, ten at a time", async () => {
    const state = useFlowsServer(server);
    const { user } = await renderConsole({ route });
    const partner = await rowOf("partner sign-in");
    expect(state.calls.some((call) => call.includes("/authentication-management/clients/"))).toBe(
      false,
    );
    await user.click(partner.getByRole("button", { name: "Specific clients" }));
    const list = await screen.findByRole("list", { name: "Clients using the flow" });
    expect(within(list).getByText("portal-1")).toBeVisible();
    expect(within(list).queryByText("portal-11")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("portal-11")).toBeVisible();
    expect(state.calls).toContain(
      "GET /admin/realms/acme/ui-ext/authentication-management/clients/f-partner?first=10&max=11",
    );
  });

  it("refuses to delete a flow the realm runs, naming the binding, and sends no delete", async () => {
    const state = useFlowsServer(server);
    state.realm.directGrantFlow = "spare";
    const { user } = await renderConsole({ route });
    await user.click((await rowOf("spare")).getByRole("button", { name: "Actions for spare" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /spare cannot be deleted/ });
    expect(await within(dialog).findByText("The realm's Direct grant flow")).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(state.calls.filter((call) => call.startsWith("DELETE"))).toEqual([]);
  });

  it("deletes an unused flow once confirmed", async () => {
    const state = useFlowsServer(server);
    const { user } = await renderConsole({ route });
    await user.click((await rowOf("spare")).getByRole("button", { name: "Actions for spare" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete spare\?/ });
    await user.click(await within(dialog).findByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Flow spare deleted.")).toBeVisible();
    expect(state.calls).toContain("DELETE /admin/realms/acme/authentication/flows/f-spare");
  });

  it("offers no create button or row actions to an administrator who may only view", async () => {
    useFlowsServer(server, {
      rights: ["view-realm", "view-identity-providers", "view-clients"],
    });
    await renderConsole({ route });
    const browser = await rowOf("browser");
    expect(browser.getByText("Browser flow")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Create flow" })).toBeNull();
    expect(browser.queryByRole("button", { name: "Actions for browser" })).toBeNull();
  });
});
