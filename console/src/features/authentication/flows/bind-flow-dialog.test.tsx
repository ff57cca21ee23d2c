import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, within } from "../../../../test/render";
import { useFlowsServer } from "./flows-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/authentication/flows";

async function openBind(user: Awaited<ReturnType<typeof renderConsole>>["user"], alias: string) {
  await user.click(await screen.findByRole("button", { name: `Actions for ${alias}` }));
  await user.click(await screen.findByRole("menuitem", { name: "Bind flow" }));
  return within(await screen.findByRole("dialog", { name: `Bind ${alias}` }));
}

describe("bind flow dialog", { timeout: 90_000 }, () => {
  it("says which flow the binding runs now and sends only that binding", async () => {
    const state = useFlowsServer(server);
    const { user } = await renderConsole({ route });
    const dialog = await openBind(user, "spare");
    await user.click(await dialog.findByRole("button", { name: /Binding/ }));
    expect(screen.queryByRole("option", { name: "Client authentication flow" })).toBeNull();
    await user.click(screen.getByRole("option", { name: "Browser flow" }));
    expect(
      await dialog.findByText(
        'This binding runs "browser" now. After saving it runs "spare" instead.',
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Bind" }));
    expect(await screen.findByText("The realm now runs spare as its Browser flow.")).toBeVisible();
    expect(state.realmSaves).toEqual([{ browserFlow: "spare" }]);
    expect(state.realm.browserFlow).toBe("spare");
  });

  it("offers a client flow only the client authentication binding", async () => {
    useFlowsServer(server);
    const { user } = await renderConsole({ route });
    const dialog = await openBind(user, "clients");
    await user.click(await dialog.findByRole("button", { name: /Binding/ }));
    expect(await screen.findByRole("option", { name: "Client authentication flow" })).toBeVisible();
    expect(screen.queryByRole("option", { name: "Browser flow" })).toBeNull();
  });
});
