import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen, within } from "../../../../test/render";
import { localeOptions } from "./locale-options";
import { LocaleSelectControl } from "./locale-select-control";
import { TestForm } from "./test-form";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

describe("localeOptions", componentTimeout, () => {
  it("names locales in the display language and sorts them by name", () => {
    expect(localeOptions(["fr", "de", "en", "de"], "en")).toEqual([
      { key: "en", value: "English" },
      { key: "fr", value: "French" },
      { key: "de", value: "German" },
    ]);
    expect(localeOptions(["fr", "de", "en"], "de").map((option) => option.value)).toEqual([
      "Deutsch",
      "Englisch",
      "Französisch",
    ]);
  });

  it("shows a code the browser cannot name as the code", () => {
    expect(localeOptions(["not a locale"], "en")).toEqual([
      { key: "not a locale", value: "not a locale" },
    ]);
  });
});

describe("LocaleSelectControl", componentTimeout, () => {
  it("offers the default option first, then the sorted locale names", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ locale: "" }} onSubmit={onSubmit}>
        <LocaleSelectControl name="locale" label="Locale" locales={["fr", "de", "en"]} />
      </TestForm>,
    );
    await user.click(screen.getByRole("button", { name: "Locale Default" }));
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Default",
      "English",
      "French",
      "German",
    ]);
    await user.click(screen.getByRole("option", { name: "German" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ locale: "de" }, expect.anything());
  });
});
