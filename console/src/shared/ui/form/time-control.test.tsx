import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { TestForm } from "./test-form";
import { TimeControl } from "./time-control";

const componentTimeout = { timeout: 30_000 };

describe("TimeControl", componentTimeout, () => {
  it("is named by its label, shows seconds in a fitting unit and submits seconds", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ lifespan: 7200 }} onSubmit={onSubmit}>
        <TimeControl name="lifespan" label="Lifespan" />
      </TestForm>,
    );
    const amount = screen.getByRole("spinbutton", { name: "Lifespan" });
    expect(amount).toHaveValue(2);
    expect(screen.getByRole("combobox", { name: "Unit of Lifespan" })).toHaveValue("hour");
    await user.clear(amount);
    await user.type(amount, "3");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ lifespan: 10_800 }, expect.anything());
  });

  it("holds null once emptied and shows its rule's message under the field", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm<{ lifespan: number | null }> defaultValues={{ lifespan: 60 }} onSubmit={onSubmit}>
        <TimeControl
          name="lifespan"
          label="Lifespan"
          rules={{ validate: (value) => value !== null || "Choose a lifespan" }}
        />
      </TestForm>,
    );
    await user.clear(screen.getByRole("spinbutton", { name: "Lifespan" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText("Choose a lifespan")).toBeVisible();
  });

  it("marks the number field invalid and described by its rule's message", async () => {
    const { user } = await renderWithProviders(
      <TestForm<{ lifespan: number | null }> defaultValues={{ lifespan: 60 }} onSubmit={vi.fn()}>
        <TimeControl
          name="lifespan"
          label="Lifespan"
          rules={{ validate: (value) => (value ?? 0) <= 3600 || "At most an hour" }}
        />
      </TestForm>,
    );
    const amount = screen.getByRole("spinbutton", { name: "Lifespan" });
    await user.clear(amount);
    await user.type(amount, "90");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("At most an hour")).toBeVisible();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(amount).toHaveAccessibleDescription("At most an hour");
  });
});
