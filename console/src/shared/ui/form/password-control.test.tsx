import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { PasswordControl } from "./password-control";
import { TestForm } from "./test-form";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

describe("PasswordControl", componentTimeout, () => {
  it("hides the secret until asked to show it", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ secret: "" }} onSubmit={onSubmit}>
        <PasswordControl name="secret" label="Client secret" />
      </TestForm>,
    );
    const input = screen.getByLabelText("Client secret");
    expect(input).toHaveAttribute("type", "password");
    await user.type(input, "s3cr3t");
    await user.click(screen.getByRole("button", { name: "Show Client secret" }));
    expect(input).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide Client secret" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Hide Client secret" }));
    expect(input).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ secret: "s3cr3t" }, expect.anything());
  });
});
