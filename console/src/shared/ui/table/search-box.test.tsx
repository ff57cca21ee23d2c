import { describe, expect, it } from "vitest";
import { screen } from "../../../../test/render";
import { heldSearchLoader, renderTable, slow } from "./data-table-test-kit";

describe("the data table's search box", slow, () => {
  it("keeps what was typed after a search was sent, when that search takes effect", async () => {
    const { loader, held } = heldSearchLoader();
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    const box = screen.getByRole("textbox", { name: "Search Users" });
    await user.type(box, "user2{Enter}");
    // The next search is being typed while the first one's rows are still on their way.
    await user.clear(box);
    await user.type(box, "user4");
    held.shift()?.();
    expect(await screen.findByRole("cell", { name: "user20" })).toBeInTheDocument();
    expect(box).toHaveValue("user4");
  });
});
