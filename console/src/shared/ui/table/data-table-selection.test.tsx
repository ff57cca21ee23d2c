import { Button, ToolbarItem } from "@patternfly/react-core";
import { describe, expect, it, vi } from "vitest";
import { screen, within } from "../../../../test/render";
import {
  bottomPagination,
  fakeServer,
  renderTable,
  slow,
  users,
  type Props,
  type User,
} from "./data-table-test-kit";

describe("DataTable selection", slow, () => {
  function renderSelectable(props: Props = {}) {
    const onSelectionChange = vi.fn();
    const rendered = renderTable({
      loader: fakeServer({ withTotal: true }),
      selectable: "multiple",
      onSelectionChange,
      toolbarItems: ({ selection, clearSelection }) => (
        <ToolbarItem>
          <Button variant="secondary" onClick={clearSelection}>
            {selection.kind === "allMatching"
              ? `Delete all matching "${selection.search}"`
              : `Delete ${String(selection.rows.length)}`}
          </Button>
        </ToolbarItem>
      ),
      ...props,
    });
    return { onSelectionChange, rendered };
  }

  it("selects one row, the page, then all matching rows", async () => {
    const { onSelectionChange, rendered } = renderSelectable();
    const { user } = await rendered;
    await user.click(await screen.findByRole("checkbox", { name: "Select user02" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({ kind: "rows", rows: [users[1]] });
    expect(screen.getByRole("button", { name: "Delete 1" })).toBeInTheDocument();
    expect(screen.getByText("1 selected")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Selection options" }));
    await user.click(await screen.findByRole("menuitem", { name: "Select this page (10 rows)" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({
      kind: "rows",
      rows: expect.any(Array) as unknown,
    });
    expect(screen.getByRole("button", { name: "Delete 10" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select all rows on this page" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Selection options" }));
    await user.click(await screen.findByRole("menuitem", { name: "Select all (45 rows)" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({
      kind: "allMatching",
      search: "",
      total: 45,
    });
    expect(screen.getByRole("button", { name: 'Delete all matching ""' })).toBeInTheDocument();
    expect(screen.getByText("45 selected")).toBeInTheDocument();
    await user.click(
      within(bottomPagination()).getByRole("button", { name: "Go to the next page" }),
    );
    expect(await screen.findByRole("checkbox", { name: "Select user11" })).toBeChecked();
  });

  it("keeps picked rows across pages and unpicks one out of 'all matching'", async () => {
    const { onSelectionChange, rendered } = renderSelectable();
    const { user } = await rendered;
    await user.click(await screen.findByRole("checkbox", { name: "Select user01" }));
    await user.click(
      within(bottomPagination()).getByRole("button", { name: "Go to the next page" }),
    );
    await user.click(await screen.findByRole("checkbox", { name: "Select user12" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({
      kind: "rows",
      rows: [users[0], users[11]],
    });

    await user.click(screen.getByRole("button", { name: "Selection options" }));
    await user.click(await screen.findByRole("menuitem", { name: "Select all (45 rows)" }));
    await user.click(screen.getByRole("checkbox", { name: "Select user12" }));
    const last = onSelectionChange.mock.lastCall?.[0] as { kind: string; rows: User[] };
    expect(last.kind).toBe("rows");
    expect(last.rows.map((row) => row.username)).toEqual([
      "user11",
      "user13",
      "user14",
      "user15",
      "user16",
      "user17",
      "user18",
      "user19",
      "user20",
    ]);
  });

  it("hands the selection to toolbar items, which can clear it", async () => {
    const { onSelectionChange, rendered } = renderSelectable();
    const { user } = await rendered;
    await user.click(await screen.findByRole("checkbox", { name: "Select user03" }));
    await user.click(screen.getByRole("button", { name: "Delete 1" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({ kind: "rows", rows: [] });
    expect(screen.getByRole("checkbox", { name: "Select user03" })).not.toBeChecked();
  });

  it("clears the selection when the search changes", async () => {
    const { onSelectionChange, rendered } = renderSelectable();
    const { user } = await rendered;
    await user.click(await screen.findByRole("checkbox", { name: "Select user03" }));
    await user.type(screen.getByRole("textbox", { name: "Search Users" }), "user4{Enter}");
    expect(await screen.findByRole("cell", { name: "user40" })).toBeInTheDocument();
    expect(onSelectionChange).toHaveBeenLastCalledWith({ kind: "rows", rows: [] });
    await user.click(screen.getByRole("button", { name: "Selection options" }));
    await user.click(await screen.findByRole("menuitem", { name: "Select all (6 rows)" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({
      kind: "allMatching",
      search: "user4",
      total: 6,
    });
  });

  it("offers radio buttons that keep a single row when selectable is single", async () => {
    const { onSelectionChange, rendered } = renderSelectable({ selectable: "single" });
    const { user } = await rendered;
    await user.click(await screen.findByRole("radio", { name: "Select user01" }));
    await user.click(screen.getByRole("radio", { name: "Select user02" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({ kind: "rows", rows: [users[1]] });
    expect(screen.getByRole("radio", { name: "Select user01" })).not.toBeChecked();
    expect(screen.queryByRole("button", { name: "Selection options" })).not.toBeInTheDocument();
  });
});
