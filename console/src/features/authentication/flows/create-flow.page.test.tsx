import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen } from "../../../../test/render";
import { useFlowsServer } from "./flows-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/authentication/flows/create";

describe("create flow page", { timeout: 90_000 }, () => {
  it("creates a client flow and opens its editor's address", async () => {
    const state = useFlowsServer(server);
    const { user, router } = await renderConsole({ route });
    await user.type(await screen.findByRole("textbox", { name: /^Name/ }), " app check ");
    await user.type(screen.getByRole("textbox", { name: /^Description/ }), "For apps");
    await user.click(screen.getByRole("radio", { name: "Client flow" }));
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Flow app check created.")).toBeVisible();
    expect(state.created).toEqual([
      {
        alias: "app check",
        description: "For apps",
        providerId: "client-flow",
        topLevel: true,
        builtIn: false,
      },
    ]);
    expect(router.state.location.pathname).toBe("/acme/authentication/f-new/notInUse");
  });

  it("puts a taken name on the name field and keeps what was typed", async () => {
    const state = useFlowsServer(server);
    const { user } = await renderConsole({ route });
    await user.type(await screen.findByRole("textbox", { name: /^Name/ }), "browser");
    await user.type(screen.getByRole("textbox", { name: /^Description/ }), "Mine");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText('Another flow of this realm is already named "browser".'),
    ).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^Description/ })).toHaveValue("Mine");
    expect(state.created).toEqual([]);
  });

  it("refuses a blank name before sending", async () => {
    const state = useFlowsServer(server);
    const { user } = await renderConsole({ route });
    await user.type(await screen.findByRole("textbox", { name: /^Name/ }), "   ");
    expect(await screen.findByText("The name cannot be only spaces.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Create" })).toBeDisabled();
    expect(state.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });
});
