import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { executionRows } from "../flow-editor/execution-tree";
import { FlowDiagram } from "./flow-diagram";

// jsdom has no layout and no ResizeObserver, which the diagram's view asks for.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const executions = [
  { id: "cookie", level: 0, index: 0, requirement: "ALTERNATIVE", displayName: "Cookie" },
  {
    id: "forms",
    level: 0,
    index: 1,
    requirement: "ALTERNATIVE",
    displayName: "forms",
    authenticationFlow: true,
  },
  { id: "password", level: 1, index: 0, requirement: "REQUIRED", displayName: "Password Form" },
] as const;
const rows = executionRows(executions, "browser copy");

describe("flow diagram", () => {
  it("names every step for screen readers and moves one with its buttons", async () => {
    const onMove = vi.fn();
    const { user } = await renderWithProviders(
      <FlowDiagram rows={rows} onMove={onMove} flowName="browser copy" />,
    );
    expect(screen.getByRole("region", { name: "Diagram of the flow browser copy" })).toBeVisible();
    expect(
      screen.getByLabelText("Cookie, Alternative, step 1 of 2 at its level"),
    ).toBeInTheDocument();
    expect(
      screen.getByLabelText("Password Form, Required, step 1 of 1 at its level"),
    ).toBeVisible();
    // An only child has nowhere to move; the first of two can only go later.
    expect(screen.queryByRole("button", { name: "Move Password Form later" })).toBeNull();
    expect(screen.getByRole("button", { name: "Move Cookie earlier" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Move Cookie later" }));
    expect(onMove).toHaveBeenCalledWith(rows[0], 1);
    expect(screen.getByRole("button", { name: "Zoom in" })).toBeVisible();
  });

  it("offers no moves to those who may not change the flow", async () => {
    await renderWithProviders(<FlowDiagram rows={rows} flowName="browser" />);
    expect(screen.getByText("Password Form")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Move / })).toBeNull();
  });
});
