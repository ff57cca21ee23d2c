import { afterEach, describe, expect, it, vi } from "vitest";
import { typingPauseMs } from "@/shared/lib/use-debounced-value";
import {
  act,
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from "../../../../test/render";
import { SelectControl } from "./select-control";
import { TestForm } from "./test-form";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

const colours = [
  { key: "red", value: "Red" },
  { key: "green", value: "Green" },
  { key: "blue", value: "Blue" },
];
const cities = [
  "Amsterdam",
  "Berlin",
  "Cairo",
  "Dublin",
  "Edinburgh",
  "Florence",
  "Geneva",
  "Helsinki",
  "Istanbul",
  "Jakarta",
];

describe("SelectControl", componentTimeout, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("selects one option from a short list without a type-ahead", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ colour: "red" }} onSubmit={onSubmit}>
        <SelectControl name="colour" label="Colour" options={colours} />
      </TestForm>,
    );
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Colour Red" });
    await user.click(toggle);
    await user.click(screen.getByRole("option", { name: "Blue" }));
    // The menu closes once its popper has let go, which a busy machine may take a moment over.
    await waitFor(() => {
      expect(screen.queryByRole("option")).not.toBeInTheDocument();
    });
    expect(screen.getByRole("button", { name: "Colour Blue" })).toHaveAttribute(
      "data-testid",
      "colour",
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ colour: "blue" }, expect.anything());
  });

  it("stays a plain select with 9 options", async () => {
    await renderWithProviders(
      <TestForm defaultValues={{ city: "" }}>
        <SelectControl name="city" label="City" options={cities.slice(0, 9)} />
      </TestForm>,
    );
    expect(screen.getByRole("button", { name: "City Select an option" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("becomes a type-ahead at 10 options and filters as the user types", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ city: "" }} onSubmit={onSubmit}>
        <SelectControl name="city" label="City" options={cities} />
      </TestForm>,
    );
    const input = screen.getByRole("combobox", { name: "City" });
    await user.type(input, "in");
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Berlin", "Dublin", "Edinburgh", "Helsinki"]);
    await user.click(within(listbox).getByRole("option", { name: "Dublin" }));
    expect(input).toHaveValue("Dublin");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ city: "Dublin" }, expect.anything());
  });

  it("picks with the keyboard in the type-ahead", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ city: "" }} onSubmit={onSubmit}>
        <SelectControl name="city" label="City" options={cities} />
      </TestForm>,
    );
    const input = screen.getByRole("combobox", { name: "City" });
    await user.type(input, "ge");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(input).toHaveValue("Geneva");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ city: "Geneva" }, expect.anything());
  });

  it("says when nothing matches", async () => {
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ city: "" }}>
        <SelectControl name="city" label="City" options={cities} />
      </TestForm>,
    );
    await user.type(screen.getByRole("combobox", { name: "City" }), "xyz");
    expect(await screen.findByRole("option", { name: 'No results for "xyz"' })).toBeDisabled();
  });

  it("keeps several choices in a multi-select with check boxes", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ colours: ["green"] }} onSubmit={onSubmit}>
        <SelectControl name="colours" label="Colours" options={colours} variant="multi" />
      </TestForm>,
    );
    await user.click(screen.getByRole("button", { name: "Colours Green" }));
    await user.click(screen.getByRole("checkbox", { name: "Red" }));
    await user.click(screen.getByRole("checkbox", { name: "Green" }));
    await user.click(screen.getByRole("checkbox", { name: "Blue" }));
    expect(screen.getByRole("button", { name: "Colours Red, Blue" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ colours: ["red", "blue"] }, expect.anything());
  });

  it("shows type-ahead multi choices as labels that can be removed", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ cities: ["Cairo"] }} onSubmit={onSubmit}>
        <SelectControl name="cities" label="Cities" options={cities} variant="multi" />
      </TestForm>,
    );
    await user.type(screen.getByRole("combobox", { name: "Cities" }), "hel");
    await user.click(await screen.findByRole("option", { name: "Helsinki" }));
    expect(screen.getByRole("combobox", { name: "Cities" })).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Remove Cairo" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ cities: ["Helsinki"] }, expect.anything());
  });

  it("shows the required marker and the error when nothing is chosen", async () => {
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ colour: "" }}>
        <SelectControl name="colour" label="Colour" options={colours} rules={{ required: true }} />
      </TestForm>,
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("This field is required.")).toBeVisible();
    expect(screen.getByRole("button", { name: /^Colour/ })).toHaveAttribute("aria-invalid", "true");
  });

  it("hands the typed text to a server search and offers what it found, even when few", async () => {
    const onSearch = vi.fn();
    const onSubmit = vi.fn();
    const { user, rerender } = await renderWithProviders(
      <TestForm defaultValues={{ client: "" }} onSubmit={onSubmit}>
        <SelectControl name="client" label="Client" options={[]} onSearch={onSearch} isSearching />
      </TestForm>,
    );
    await user.type(screen.getByRole("combobox", { name: "Client" }), "acc");
    await waitFor(() => {
      expect(onSearch).toHaveBeenLastCalledWith("acc");
    });
    expect(screen.getByRole("option", { name: "Searching…" })).toBeInTheDocument();
    rerender(
      <TestForm defaultValues={{ client: "" }} onSubmit={onSubmit}>
        <SelectControl name="client" label="Client" options={["account"]} onSearch={onSearch} />
      </TestForm>,
    );
    await user.click(screen.getByRole("option", { name: "account" }));
    await waitFor(() => {
      expect(onSearch).toHaveBeenLastCalledWith("");
    });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ client: "account" }, expect.anything());
  });

  it("asks the server search once typing pauses, not once per letter", async () => {
    const onSearch = vi.fn();
    await renderWithProviders(
      <TestForm defaultValues={{ client: "" }}>
        <SelectControl name="client" label="Client" options={[]} onSearch={onSearch} />
      </TestForm>,
    );
    const field = screen.getByRole("combobox", { name: "Client" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    act(() => {
      vi.advanceTimersByTime(typingPauseMs);
    });
    onSearch.mockClear();
    for (const typed of ["a", "ac", "acc"]) {
      fireEvent.change(field, { target: { value: typed } });
      act(() => {
        vi.advanceTimersByTime(typingPauseMs - 1);
      });
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("acc");
  });
});
