import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen, waitFor } from "../../../../test/render";
import { MultiValueControl } from "./multi-value-control";
import { TestForm } from "./test-form";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

describe("MultiValueControl", componentTimeout, () => {
  it("shows one empty input for an empty list and cannot remove it", async () => {
    await renderWithProviders(
      <TestForm defaultValues={{ uris: [] as string[] }}>
        <MultiValueControl name="uris" label="Redirect URIs" />
      </TestForm>,
    );
    expect(screen.getByRole("group", { name: "Redirect URIs" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Redirect URIs, value 1" })).toHaveValue("");
    expect(screen.getByRole("button", { name: "Remove Redirect URIs, value 1" })).toBeDisabled();
  });

  it("keeps add disabled while the last entry is empty", async () => {
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ uris: [""] }}>
        <MultiValueControl name="uris" label="Redirect URIs" />
      </TestForm>,
    );
    const add = screen.getByRole("button", { name: "Add value" });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Redirect URIs, value 1" }), "https://a");
    expect(add).toBeEnabled();
    await user.click(add);
    expect(screen.getByRole("textbox", { name: "Redirect URIs, value 2" })).toHaveValue("");
    expect(add).toBeDisabled();
  });

  it("adds and removes entries and submits the list", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ uris: ["https://a", "https://b"] }} onSubmit={onSubmit}>
        <MultiValueControl name="uris" label="Redirect URIs" />
      </TestForm>,
    );
    await user.click(screen.getByRole("button", { name: "Add value" }));
    await user.type(screen.getByRole("textbox", { name: "Redirect URIs, value 3" }), "https://c");
    await user.click(screen.getByRole("button", { name: "Remove Redirect URIs, value 1" }));
    expect(screen.getByTestId("uris.0")).toHaveValue("https://b");
    await user.click(screen.getByRole("button", { name: "Remove Redirect URIs, value 1" }));
    expect(screen.getByRole("button", { name: "Remove Redirect URIs, value 1" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ uris: ["https://c"] }, expect.anything());
  });

  it("describes the whole list with its helper text or error", async () => {
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ uris: [""] }}>
        <MultiValueControl
          name="uris"
          label="Redirect URIs"
          helperText="Where users may return to."
          rules={{ validate: (value: string[]) => value.some((uri) => uri !== "") }}
        />
      </TestForm>,
    );
    const group = screen.getByRole("group", { name: "Redirect URIs" });
    expect(group).toHaveAccessibleDescription("Where users may return to.");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(group).toHaveAccessibleDescription("The value is not valid."));
  });
});
