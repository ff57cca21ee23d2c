import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { keyValueToMap, mapToKeyValue, type KeyValue } from "@/shared/lib/key-value";
import { KeyValueControl } from "./key-value-control";
import { TestForm } from "./test-form";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

describe("KeyValueControl", componentTimeout, () => {
  it("shows one row per value of an attribute map", async () => {
    await renderWithProviders(
      <TestForm
        defaultValues={{ attributes: mapToKeyValue({ team: ["red", "blue"], site: "north" }) }}
      >
        <KeyValueControl name="attributes" label="Attributes" />
      </TestForm>,
    );
    expect(screen.getByRole("group", { name: "Attributes" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Key 2" })).toHaveValue("team");
    expect(screen.getByRole("textbox", { name: "Value 2" })).toHaveValue("blue");
    expect(screen.getByRole("textbox", { name: "Key 3" })).toHaveValue("site");
    expect(screen.getByTestId("attributes.2.value")).toHaveValue("north");
  });

  it("round-trips an attribute map through edited rows", async () => {
    const onSubmit = vi.fn((values: { attributes: KeyValue[] }) =>
      keyValueToMap(values.attributes),
    );
    const { user } = await renderWithProviders(
      <TestForm
        defaultValues={{ attributes: mapToKeyValue({ team: ["red", "blue"], site: ["n"] }) }}
        onSubmit={onSubmit}
      >
        <KeyValueControl name="attributes" label="Attributes" />
      </TestForm>,
    );
    await user.type(screen.getByRole("textbox", { name: "Value 3" }), "e");
    await user.click(screen.getByRole("button", { name: "Add attribute" }));
    await user.type(screen.getByRole("textbox", { name: "Key 4" }), "team");
    await user.type(screen.getByRole("textbox", { name: "Value 4" }), "g");
    await user.click(screen.getByRole("button", { name: "Remove row 1" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(onSubmit).toHaveReturnedWith({ team: ["blue", "g"], site: ["ne"] });
  });

  it("refuses a key or value longer than the server stores at its row, and sends nothing", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm
        defaultValues={{ attributes: mapToKeyValue({ team: ["red"], site: ["n"] }) }}
        onSubmit={onSubmit}
      >
        <KeyValueControl name="attributes" label="Attributes" keyMaxLength={5} valueMaxLength={4} />
      </TestForm>,
    );
    const value = screen.getByRole("textbox", { name: "Value 2" });
    await user.type(value, "orth");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const message = "Value 2 is longer than the 4 characters the server stores.";
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole("group", { name: "Attributes" })).toHaveAccessibleDescription(message);
    expect(value).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: "Key 2" })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(value);
    await user.type(value, "nord");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("starts empty with only the add button and disables add while the last key is empty", async () => {
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ attributes: [] as KeyValue[] }}>
        <KeyValueControl name="attributes" label="Attributes" />
      </TestForm>,
    );
    expect(screen.getByText("No attributes yet.")).toBeVisible();
    const add = screen.getByRole("button", { name: "Add attribute" });
    await user.click(add);
    expect(screen.getByRole("textbox", { name: "Key 1" })).toHaveValue("");
    expect(add).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Key 1" }), "k");
    expect(add).toBeEnabled();
  });
});
