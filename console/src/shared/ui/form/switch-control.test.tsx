import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { SwitchControl } from "./switch-control";
import { TestForm } from "./test-form";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

describe("SwitchControl", componentTimeout, () => {
  it("is named by its label, shows its state and toggles the boolean", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ enabled: false }} onSubmit={onSubmit}>
        <SwitchControl name="enabled" label="Enabled" />
      </TestForm>,
    );
    const toggle = screen.getByRole("switch", { name: "Enabled" });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText("Off")).toBeVisible();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByText("On")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ enabled: true }, expect.anything());
  });

  it('reads the string "true" from configuration maps as on', async () => {
    await renderWithProviders(
      <TestForm defaultValues={{ enabled: "true" }}>
        <SwitchControl name="enabled" label="Enabled" />
      </TestForm>,
    );
    expect(screen.getByRole("switch", { name: "Enabled" })).toBeChecked();
  });
});
