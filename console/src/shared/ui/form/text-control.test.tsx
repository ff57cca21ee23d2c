import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { HelpProvider } from "../help/help-context";
import { emailPattern } from "./rules";
import { TestForm } from "./test-form";
import { TextControl } from "./text-control";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

describe("TextControl", componentTimeout, () => {
  it("binds the input to the form and submits what the user typed", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ username: "ada" }} onSubmit={onSubmit}>
        <TextControl name="username" label="Username" />
      </TestForm>,
    );
    const input = screen.getByRole("textbox", { name: "Username" });
    expect(input).toHaveValue("ada");
    expect(input).toHaveAttribute("data-testid", "username");
    await user.clear(input);
    await user.type(input, "grace");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ username: "grace" }, expect.anything());
  });

  it("marks a required field and shows the translated message beside it", async () => {
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ username: "" }}>
        <TextControl name="username" label="Username" rules={{ required: true }} />
      </TestForm>,
    );
    const input = screen.getByRole("textbox", { name: "Username" });
    expect(input).toBeRequired();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("This field is required.")).toBeVisible();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("This field is required.");
  });

  it.each([
    [{ minLength: 3 }, "ab", "Enter at least 3 characters."],
    [{ maxLength: 2 }, "abc", "Enter at most 2 characters."],
    [{ pattern: /^\d+$/ }, "abc", "The value does not have the required format."],
    [{ pattern: emailPattern }, "ada@", "Enter a valid e-mail address."],
    [{ validate: (value: string) => value === "ok" }, "no", "The value is not valid."],
    [{ validate: (value: string) => value === "ok" || "Only ok will do" }, "no", "Only ok will do"],
  ])("shows the default message for the rule %o", async (rules, typed, message) => {
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ value: "" }}>
        <TextControl name="value" label="Value" rules={rules} />
      </TestForm>,
    );
    await user.type(screen.getByRole("textbox", { name: "Value" }), typed);
    expect(await screen.findByText(message)).toBeVisible();
  });

  it("keeps a message written into the rule", async () => {
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ value: "" }}>
        <TextControl name="value" label="Value" rules={{ required: "Name it, please" }} />
      </TestForm>,
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Name it, please")).toBeVisible();
  });

  it("shows helper text and a help icon with the help text", async () => {
    const { user } = await renderWithProviders(
      <HelpProvider>
        <TestForm defaultValues={{ value: "" }}>
          <TextControl
            name="value"
            label="Value"
            helperText="Shown to users"
            labelIcon="What the value is for"
          />
        </TestForm>
      </HelpProvider>,
    );
    expect(screen.getByRole("textbox", { name: "Value" })).toHaveAccessibleDescription(
      "Shown to users",
    );
    await user.click(screen.getByRole("button", { name: "More information about Value" }));
    expect(await screen.findByText("What the value is for")).toBeVisible();
  });
});
