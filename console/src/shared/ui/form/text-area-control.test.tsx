import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { TestForm } from "./test-form";
import { TextAreaControl } from "./text-area-control";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

describe("TextAreaControl", componentTimeout, () => {
  it("edits several lines, passes rows on and validates", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ description: "" }} onSubmit={onSubmit}>
        <TextAreaControl
          name="description"
          label="Description"
          rows={4}
          rules={{ required: true, maxLength: 20 }}
        />
      </TestForm>,
    );
    const area = screen.getByRole("textbox", { name: "Description" });
    expect(area).toHaveAttribute("rows", "4");
    expect(area).toHaveAttribute("data-testid", "description");
    expect(area).toBeRequired();
    await user.type(area, "first line{Enter}second line, too long");
    expect(await screen.findByText("Enter at most 20 characters.")).toBeVisible();
    await user.clear(area);
    await user.type(area, "one{Enter}two");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ description: "one\ntwo" }, expect.anything());
  });
});
