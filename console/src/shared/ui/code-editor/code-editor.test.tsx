import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen, waitFor } from "../../../../test/render";
import { CodeEditor } from "./code-editor";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

function Editable({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CodeEditor
      language="json"
      aria-label="Settings"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("CodeEditor", componentTimeout, () => {
  it("loads CodeMirror lazily and shows the text in a labelled, multi-line text box", async () => {
    await renderWithProviders(<CodeEditor language="json" aria-label="Export" value='{"a": 1}' />);
    const editor = await screen.findByRole("textbox", { name: "Export" });
    expect(editor).toHaveAttribute("aria-multiline", "true");
    expect(editor).toHaveTextContent('{"a": 1}');
  });

  it("reports what the user types", async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Editable initial="" onChange={onChange} />);
    const editor = await screen.findByRole("textbox", { name: "Settings" });
    await user.click(editor);
    // CodeMirror reads the DOM after each change; typing waits for it so no keystroke races ahead.
    let typed = "";
    for (const char of "true") {
      await user.keyboard(char);
      typed += char;
      await waitFor(() => {
        expect(onChange).toHaveBeenLastCalledWith(typed);
      });
    }
    expect(editor).toHaveTextContent("true");
  });

  it("undoes typing with Ctrl+Z", async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Editable initial="1" onChange={onChange} />);
    const editor = await screen.findByRole("textbox", { name: "Settings" });
    await user.click(editor);
    await user.keyboard("2");
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining("2"));
    });
    await user.keyboard("{Control>}z{/Control}");
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith("1");
    });
    expect(editor).toHaveTextContent("1");
    expect(editor).not.toHaveTextContent("2");
  });

  it("is focusable but ignores typing in read-only mode", async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(
      <CodeEditor
        language="yaml"
        aria-label="Policy"
        value="a: 1"
        isReadOnly
        onChange={onChange}
      />,
    );
    const editor = await screen.findByRole("textbox", { name: "Policy" });
    expect(editor).toHaveAttribute("aria-readonly", "true");
    await user.click(editor);
    expect(editor).toHaveFocus();
    await user.keyboard("x");
    await waitFor(() => expect(editor).toHaveTextContent(/^a: 1$/));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("follows a new value from outside", async () => {
    const { rerender } = await renderWithProviders(
      <CodeEditor language="json" aria-label="Export" value="{}" />,
    );
    const editor = await screen.findByRole("textbox", { name: "Export" });
    rerender(<CodeEditor language="json" aria-label="Export" value='{"b": 2}' />);
    await waitFor(() => expect(editor).toHaveTextContent('{"b": 2}'));
  });

  it("lets Tab move the focus on instead of trapping it", async () => {
    const { user } = await renderWithProviders(
      <>
        <CodeEditor language="json" aria-label="Export" value="{}" />
        <button type="button">After</button>
      </>,
    );
    await user.click(await screen.findByRole("textbox", { name: "Export" }));
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
  });
});
