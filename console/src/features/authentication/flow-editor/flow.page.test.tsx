import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, fireEvent, screen, waitFor, within } from "../../../../test/render";
import { useFlowEditorServer } from "./flow-editor-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const customRoute = "/acme/authentication/flow-1/notInUse";
const steps = () => screen.findByRole("grid", { name: "Steps of the flow" });
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent ?? row.textContent);

describe("flow editor page", { timeout: 90_000 }, () => {
  it("shows the flow's header and its steps as a tree whose sub-flows collapse", async () => {
    useFlowEditorServer(server);
    const { user } = await renderConsole({ route: customRoute });
    expect(await screen.findByRole("heading", { level: 1, name: "my browser" })).toBeVisible();
    expect(screen.getByText("Browser sign-in with a second factor")).toBeVisible();
    expect(screen.getByText("Not in use")).toBeVisible();
    expect(screen.queryByText("Built-in")).toBeNull();

    const table = await steps();
    await waitFor(() => {
      expect(within(table).getAllByRole("row")).toHaveLength(5);
    });
    expect(within(table).getByRole("row", { name: /my browser forms/ })).toHaveTextContent(
      "Sub-flow",
    );

    await user.click(
      within(table).getByRole("button", { name: "Hide the steps of my browser forms" }),
    );
    await waitFor(() => {
      expect(within(table).queryByRole("row", { name: /OTP Form/ })).toBeNull();
    });
    await user.click(
      within(table).getByRole("button", { name: "Show the steps of my browser forms" }),
    );
    expect(await within(table).findByRole("row", { name: /OTP Form/ })).toBeVisible();
    expect(rowNames(table)).toHaveLength(4);
  });

  it("changes a step's requirement among the choices the server offers for it", async () => {
    const state = useFlowEditorServer(server);
    const { user } = await renderConsole({ route: customRoute });
    const table = await steps();
    // A step with a single choice shows it as text.
    const password = await within(table).findByRole("row", { name: /Username Password Form/ });
    expect(within(password).queryByRole("button", { name: /^Requirement of/ })).toBeNull();
    expect(password).toHaveTextContent("Required");

    await user.click(within(table).getByRole("button", { name: /^Requirement of OTP Form/ }));
    expect(screen.queryByRole("option", { name: "Conditional" })).toBeNull();
    await user.click(await screen.findByRole("option", { name: "Required" }));
    expect(await screen.findByText("The requirement of OTP Form is now Required")).toBeVisible();
    expect(state.requirementChanges).toEqual(["otp=REQUIRED"]);
  });

  it("moves a step one place per click, and only among its neighbours", async () => {
    const state = useFlowEditorServer(server);
    const { user } = await renderConsole({ route: customRoute });
    const table = await steps();
    const raiseOtp = await within(table).findByRole("button", { name: "Move OTP Form up" });
    expect(within(table).getByRole("button", { name: "Move OTP Form down" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await user.click(raiseOtp);
    expect(await screen.findByText("The order of the steps is saved")).toBeVisible();
    expect(state.changes).toEqual(["POST /executions/otp/raise-priority"]);
  });

  it("shows the steps as a diagram kept in the address, where a step moves with its buttons", async () => {
    // jsdom has no ResizeObserver, which the diagram's view asks for.
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    const state = useFlowEditorServer(server);
    const { user, router } = await renderConsole({ route: customRoute });
    await steps();
    await user.click(screen.getByRole("button", { name: "Diagram" }));
    expect(
      await screen.findByRole("region", { name: "Diagram of the flow my browser" }),
    ).toBeVisible();
    expect(router.state.location.search).toBe("?view=diagram");
    expect(screen.queryByRole("grid", { name: "Steps of the flow" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Move OTP Form earlier" }));
    expect(await screen.findByText("The order of the steps is saved")).toBeVisible();
    expect(state.changes).toEqual(["POST /executions/otp/raise-priority"]);
    await user.click(screen.getByRole("button", { name: "Table" }));
    expect(await steps()).toBeVisible();
  });

  it("offers the flow's own actions in the header menu to a manager", async () => {
    useFlowEditorServer(server);
    const { user } = await renderConsole({ route: customRoute });
    await steps();
    await user.click(screen.getByRole("button", { name: "Flow actions" }));
    for (const action of ["Duplicate", "Bind flow", "Edit name and description", "Delete"]) {
      expect(screen.getByRole("menuitem", { name: action })).toBeVisible();
    }
    await user.click(screen.getByRole("menuitem", { name: "Duplicate" }));
    expect(await screen.findByRole("dialog", { name: /^Duplicate/ })).toBeVisible();
  });

  it("moves a step dragged onto a neighbour's place there, one call per place, and never into another flow", async () => {
    const state = useFlowEditorServer(server);
    await renderConsole({ route: customRoute });
    const table = await steps();
    const otp = await within(table).findByRole("row", { name: /OTP Form/ });
    const password = within(table).getByRole("row", { name: /Username Password Form/ });
    const cookie = within(table).getByRole("row", { name: /Cookie/ });
    const dataTransfer = { setData: () => undefined, effectAllowed: "" };
    // Onto a step of the flow above: not a neighbour, nothing is sent.
    fireEvent.dragStart(otp, { dataTransfer });
    fireEvent.dragOver(cookie, { dataTransfer });
    fireEvent.drop(cookie, { dataTransfer });
    expect(state.changes).toEqual([]);

    fireEvent.dragStart(otp, { dataTransfer });
    fireEvent.dragOver(password, { dataTransfer });
    fireEvent.drop(password, { dataTransfer });
    await waitFor(() => {
      expect(state.changes).toEqual(["POST /executions/otp/raise-priority"]);
    });
  });

  it("deletes a step only once the administrator confirms", async () => {
    const state = useFlowEditorServer(server);
    const { user } = await renderConsole({ route: customRoute });
    const table = await steps();
    await user.click(await within(table).findByRole("button", { name: "Actions for Cookie" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    let dialog = await screen.findByRole("dialog", { name: /Delete the step\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(state.changes).toEqual([]);

    await user.click(within(table).getByRole("button", { name: "Actions for Cookie" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    dialog = await screen.findByRole("dialog", { name: /Delete the step\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Cookie is deleted")).toBeVisible();
    expect(state.changes).toEqual(["DELETE /executions/cookie"]);
    await waitFor(() => {
      expect(within(table).queryByRole("row", { name: /Cookie/ })).toBeNull();
    });
  });

  it("refuses a blank sub-flow name before sending it, and a name in use at its field", async () => {
    const state = useFlowEditorServer(server);
    const { user } = await renderConsole({ route: customRoute });
    await steps();
    await user.click(await screen.findByRole("button", { name: "Add sub-flow" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a sub-flow to my browser" });
    const name = within(dialog).getByRole("textbox", { name: /^Name/ });
    await user.type(name, "   ");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("This field is required.")).toBeVisible();
    expect(state.changes).toEqual([]);

    await user.clear(name);
    await user.type(name, "taken");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "kept");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("A flow with this name exists already")).toBeVisible();
    expect(state.changes).toEqual(["POST /flows/my%20browser/executions/flow"]);
    expect(name).toHaveValue("taken");
    expect(within(dialog).getByRole("textbox", { name: "Description" })).toHaveValue("kept");
  });

  it("offers no change at all in a built-in flow, and says to duplicate it", async () => {
    useFlowEditorServer(server);
    await renderConsole({ route: "/acme/authentication/flow-builtin/default/builtIn" });
    expect(await screen.findByRole("heading", { level: 1, name: "browser" })).toBeVisible();
    expect(screen.getByText("Built-in")).toBeVisible();
    expect(screen.getByText("Bound to a realm binding")).toBeVisible();
    expect(screen.getByText(/Duplicate the flow to change its steps/)).toBeVisible();
    const table = await steps();
    await within(table).findByRole("row", { name: /OTP Form/ });
    expect(screen.queryByRole("button", { name: /^Add / })).toBeNull();
    expect(
      within(table).queryByRole("button", { name: /^Requirement of|^Move |^Actions for/ }),
    ).toBeNull();
  });

  it("shows a view-only administrator the flow without change controls", async () => {
    useFlowEditorServer(server, { rights: ["view-realm", "view-authorization"] });
    await renderConsole({ route: customRoute });
    expect(await screen.findByText("You may view this flow but not change it.")).toBeVisible();
    const table = await steps();
    await within(table).findByRole("row", { name: /OTP Form/ });
    expect(screen.queryByRole("button", { name: /^Add / })).toBeNull();
    expect(
      within(table).queryByRole("button", { name: /^Requirement of|^Move |^Actions for/ }),
    ).toBeNull();
  });
});
