import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { CodeEditorControl } from "./code-editor-control";
import { TestForm } from "./test-form";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

beforeAll(() => {
  // jsdom does no layout; CodeMirror measures text ranges, so they report empty boxes.
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

describe("CodeEditorControl", componentTimeout, () => {
  it("edits the field's text in a code editor named by the label", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ config: '{"a": 1}' }} onSubmit={onSubmit}>
        <CodeEditorControl name="config" label="Configuration" language="json" />
      </TestForm>,
    );
    const editor = await screen.findByRole("textbox", { name: "Configuration" });
    expect(editor).toHaveTextContent('{"a": 1}');
    expect(editor).toHaveAttribute("data-testid", "config");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ config: '{"a": 1}' }, expect.anything());
  });

  it("reports JSON that does not parse", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ config: '{"a": ' }} onSubmit={onSubmit}>
        <CodeEditorControl name="config" label="Configuration" language="json" />
      </TestForm>,
    );
    await screen.findByRole("textbox", { name: "Configuration" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Enter valid JSON.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Configuration" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
