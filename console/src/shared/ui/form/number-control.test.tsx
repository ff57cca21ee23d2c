import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { NumberControl } from "./number-control";
import { TestForm } from "./test-form";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

async function renderNumber(
  defaultValues: { size?: number | string },
  props: { min?: number; max?: number; step?: number } = {},
) {
  const onSubmit = vi.fn();
  const rendered = await renderWithProviders(
    <TestForm defaultValues={defaultValues} onSubmit={onSubmit}>
      <NumberControl name="size" label="Size" {...props} />
    </TestForm>,
  );
  const submit = async () => {
    await rendered.user.click(screen.getByRole("button", { name: "Submit" }));
  };
  return { ...rendered, onSubmit, submit, input: screen.getByRole("spinbutton", { name: "Size" }) };
}

describe("NumberControl", componentTimeout, () => {
  it("raises a value below the minimum to the minimum when leaving the field", async () => {
    const { user, input, submit, onSubmit } = await renderNumber({ size: 10 }, { min: 5 });
    await user.clear(input);
    await user.type(input, "2");
    expect(await screen.findByText("Enter 5 or more.")).toBeVisible();
    await user.tab();
    expect(input).toHaveValue(5);
    expect(screen.queryByText("Enter 5 or more.")).not.toBeInTheDocument();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ size: 5 }, expect.anything());
  });

  it("lowers a value above the maximum to the maximum", async () => {
    const { user, input, submit, onSubmit } = await renderNumber({ size: 10 }, { max: 100 });
    await user.clear(input);
    await user.type(input, "500");
    expect(await screen.findByText("Enter 100 or less.")).toBeVisible();
    await user.tab();
    expect(input).toHaveValue(100);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ size: 100 }, expect.anything());
  });

  it("resets to the default when the field holds no number", async () => {
    const { user, input, submit, onSubmit } = await renderNumber({ size: 10 }, { min: 1 });
    await user.clear(input);
    await user.type(input, "abc");
    await user.tab();
    expect(input).toHaveValue(10);
    await user.type(input, "{Backspace}{Backspace}");
    await user.tab();
    expect(input).toHaveValue(10);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ size: 10 }, expect.anything());
  });

  it("keeps a typed number within the bounds as typed", async () => {
    const { user, input, submit, onSubmit } = await renderNumber(
      { size: 10 },
      { min: 5, max: 100 },
    );
    await user.clear(input);
    await user.type(input, "42");
    await user.tab();
    expect(input).toHaveValue(42);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ size: 42 }, expect.anything());
  });

  it("steps with the buttons and disables them at the bounds", async () => {
    const { user, input } = await renderNumber({ size: 2 }, { min: 1, max: 3 });
    const decrease = screen.getByRole("button", { name: "Decrease Size" });
    const increase = screen.getByRole("button", { name: "Increase Size" });
    await user.click(increase);
    expect(input).toHaveValue(3);
    expect(increase).toBeDisabled();
    await user.click(decrease);
    await user.click(decrease);
    expect(input).toHaveValue(1);
    expect(decrease).toBeDisabled();
  });

  it("reads numbers the server sends as strings", async () => {
    const { input, submit, onSubmit, user } = await renderNumber({ size: "7" });
    expect(input).toHaveValue(7);
    await user.click(screen.getByRole("button", { name: "Increase Size" }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ size: 8 }, expect.anything());
  });
});
