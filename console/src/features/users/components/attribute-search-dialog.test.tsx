import { describe, expect, it, vi } from "vitest";
import { configure, renderWithProviders, screen, within } from "../../../../test/render";
import { AttributeSearchDialog } from "./attribute-search-dialog";

// Busy machines render PatternFly slowly; wait long enough that only behaviour can fail a test.
configure({ asyncUtilTimeout: 20_000 });

describe("AttributeSearchDialog", { timeout: 30_000 }, () => {
  it("refuses incomplete or unsayable conditions, then searches with the trimmed ones", async () => {
    const onSearch = vi.fn();
    const { user } = await renderWithProviders(
      <AttributeSearchDialog
        initial={[{ key: "team", value: "owls" }]}
        onSearch={onSearch}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Search by attribute" });
    expect(within(dialog).getByRole("textbox", { name: "Attribute name 1" })).toHaveValue("team");
    await user.click(within(dialog).getByRole("button", { name: "Add a condition" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Attribute name 2" }), "floor");
    await user.click(within(dialog).getByRole("button", { name: "Search" }));
    const second = within(dialog).getByRole("group", { name: "Condition 2" });
    expect(await within(second).findByText("Enter both a name and a value.")).toBeVisible();
    expect(onSearch).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole("textbox", { name: "Attribute value 2" }), "3 b");
    expect(await within(second).findByText(/values cannot contain spaces/)).toBeVisible();
    await user.clear(within(dialog).getByRole("textbox", { name: "Attribute value 2" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Attribute value 2" }), "3 ");
    await user.click(within(dialog).getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledWith([
      { key: "team", value: "owls" },
      { key: "floor", value: "3" },
    ]);
  });

  it("removes a condition but always keeps one", async () => {
    const { user } = await renderWithProviders(
      <AttributeSearchDialog initial={[]} onSearch={() => undefined} onClose={() => undefined} />,
    );
    const dialog = screen.getByRole("dialog", { name: "Search by attribute" });
    expect(within(dialog).getByRole("button", { name: "Remove condition 1" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Add a condition" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Attribute name 2" }), "floor");
    await user.click(within(dialog).getByRole("button", { name: "Remove condition 1" }));
    expect(within(dialog).getByRole("textbox", { name: "Attribute name 1" })).toHaveValue("floor");
    expect(within(dialog).queryByRole("group", { name: "Condition 2" })).not.toBeInTheDocument();
  });
});
