import { Button } from "@patternfly/react-core";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { HelpProvider, useHelp } from "./help-context";
import { HelpIcon } from "./help-icon";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

function HelpSwitch() {
  const { enabled, toggle } = useHelp();
  return <Button onClick={toggle}>{enabled ? "Help is on" : "Help is off"}</Button>;
}

describe("help mode", componentTimeout, () => {
  it("shows the help text in a popover from a named button", async () => {
    const { user } = await renderWithProviders(
      <HelpProvider>
        <HelpIcon fieldLabel="Client ID" helpText="The identifier used in requests." />
      </HelpProvider>,
    );
    await user.click(screen.getByRole("button", { name: "More information about Client ID" }));
    expect(await screen.findByRole("dialog", { name: "Help for Client ID" })).toHaveTextContent(
      "The identifier used in requests.",
    );
  });

  it("is on by default", async () => {
    await renderWithProviders(
      <HelpProvider>
        <HelpSwitch />
      </HelpProvider>,
    );
    expect(screen.getByRole("button", { name: "Help is on" })).toBeVisible();
  });

  it("hides help icons when help mode is off", async () => {
    localStorage.setItem("helpEnabled", "false");
    await renderWithProviders(
      <HelpProvider>
        <HelpIcon fieldLabel="Client ID" helpText="The identifier used in requests." />
      </HelpProvider>,
    );
    expect(
      screen.queryByRole("button", { name: "More information about Client ID" }),
    ).not.toBeInTheDocument();
  });

  it("switches the icons off and on and remembers the choice under helpEnabled", async () => {
    const { user } = await renderWithProviders(
      <HelpProvider>
        <HelpSwitch />
        <HelpIcon fieldLabel="Client ID" helpText="The identifier used in requests." />
      </HelpProvider>,
    );
    const icon = () => screen.queryByRole("button", { name: "More information about Client ID" });
    expect(icon()).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Help is on" }));
    expect(icon()).not.toBeInTheDocument();
    expect(localStorage.getItem("helpEnabled")).toBe("false");
    await user.click(screen.getByRole("button", { name: "Help is off" }));
    expect(icon()).toBeInTheDocument();
    expect(localStorage.getItem("helpEnabled")).toBe("true");
  });

  it("fails loudly when the switch is used without a provider", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(renderWithProviders(<HelpSwitch />)).rejects.toThrow(/HelpProvider/);
    consoleError.mockRestore();
  });

  it("shows help icons outside a provider, as help mode is on by default", async () => {
    await renderWithProviders(<HelpIcon fieldLabel="Client ID" helpText="Help" />);
    expect(
      screen.getByRole("button", { name: "More information about Client ID" }),
    ).toBeInTheDocument();
  });
});
