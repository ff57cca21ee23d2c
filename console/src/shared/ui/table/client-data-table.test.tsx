import { describe, expect, it, vi } from "vitest";
import { configure, renderWithProviders, screen, within } from "../../../../test/render";
import { ClientDataTable, type ClientDataTableProps } from "./client-data-table";
import type { TableColumn } from "./table-types";

interface Group {
  id: string;
  name: string;
  members: number;
}

const groups: Group[] = Array.from({ length: 25 }, (_, index) => ({
  id: `g${String(index + 1)}`,
  name: `group-${String(index + 1).padStart(2, "0")}`,
  members: (index * 7) % 25,
}));

const columns: TableColumn<Group>[] = [
  {
    id: "name",
    title: "Name",
    cell: (group) => group.name,
    value: (group) => group.name,
    sortable: true,
  },
  {
    id: "members",
    title: "Members",
    cell: (group) => group.members,
    value: (group) => group.members,
    sortable: true,
  },
];

configure({ asyncUtilTimeout: 15_000 });

function table(props: Partial<ClientDataTableProps<Group>> = {}) {
  return (
    <ClientDataTable<Group>
      ariaLabel="Groups"
      rows={groups}
      columns={columns}
      rowKey={(group) => group.id}
      rowLabel={(group) => group.name}
      emptyState={<p>No groups yet</p>}
      {...props}
    />
  );
}

const names = () =>
  within(screen.getByRole("grid", { name: "Groups" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);
const bottomPagination = () => screen.getByRole("group", { name: "Pagination below the table" });

describe("ClientDataTable", { timeout: 60_000 }, () => {
  it("pages rows in memory with the stored page size", async () => {
    localStorage.setItem("pageSize", "20");
    const { user } = await renderWithProviders(table());
    expect(names()).toHaveLength(20);
    expect(screen.getByText("25 total")).toBeInTheDocument();
    await user.click(
      within(bottomPagination()).getByRole("button", { name: "Go to the next page" }),
    );
    expect(names()).toEqual(["group-21", "group-22", "group-23", "group-24", "group-25"]);
    await user.click(within(bottomPagination()).getByRole("button", { name: "Items per page" }));
    await user.click(await screen.findByRole("menuitem", { name: "50 per page" }));
    expect(names()).toHaveLength(25);
    expect(localStorage.getItem("pageSize")).toBe("50");
  });

  it("cuts a truncated column's text by the cell and keeps the whole value reachable", async () => {
    const [name, members] = columns;
    if (name === undefined || members === undefined) throw new Error("Two columns expected.");
    await renderWithProviders(table({ columns: [{ ...name, truncate: true }, members] }));
    const [nameCell, membersCell] = within(
      screen.getAllByRole("row")[1] as HTMLElement,
    ).getAllByRole("cell");
    expect(nameCell).toHaveClass("pf-m-truncate");
    // Focusable, so a keyboard user reaches the whole text in the cell's tooltip.
    expect(nameCell).toHaveAttribute("tabindex", "0");
    expect(membersCell).not.toHaveClass("pf-m-truncate");
  });

  it("keeps a typed page number between 1 and the last page", async () => {
    const { user } = await renderWithProviders(table());
    const pageInput = within(bottomPagination()).getByRole("spinbutton", { name: "Current page" });
    await user.clear(pageInput);
    await user.type(pageInput, "12{Enter}");
    expect(names()).toEqual(["group-21", "group-22", "group-23", "group-24", "group-25"]);
    expect(pageInput).toHaveValue(3);
  });

  it("searches the columns' values and starts again on page 1", async () => {
    const { user } = await renderWithProviders(table());
    await user.click(
      within(bottomPagination()).getByRole("button", { name: "Go to the next page" }),
    );
    await user.type(screen.getByRole("textbox", { name: "Search Groups" }), "group-1{Enter}");
    expect(await screen.findByText("10 total")).toBeInTheDocument();
    expect(names()[0]).toBe("group-10");
    expect(
      within(bottomPagination()).getByRole("spinbutton", { name: "Current page" }),
    ).toHaveValue(1);
  });

  it("sorts by a column's value, ascending then descending", async () => {
    const { user } = await renderWithProviders(table());
    const firstMembers = () => {
      const row = within(screen.getByRole("grid")).getAllByRole("row")[1];
      return row === undefined ? undefined : within(row).getAllByRole("cell")[1]?.textContent;
    };
    await user.click(screen.getByRole("button", { name: "Members" }));
    expect(firstMembers()).toBe("0");
    expect(names()[0]).toBe("group-01");
    await user.click(screen.getByRole("button", { name: "Members" }));
    expect(firstMembers()).toBe("24");
    expect(names()[0]).toBe("group-08");
  });

  it("shows the last page that still has rows when rows go away", async () => {
    const { user, rerender } = await renderWithProviders(table());
    const pageInput = within(bottomPagination()).getByRole("spinbutton", { name: "Current page" });
    await user.clear(pageInput);
    await user.type(pageInput, "3{Enter}");
    expect(names()).toHaveLength(5);
    rerender(table({ rows: groups.slice(0, 15) }));
    expect(names()).toEqual(["group-11", "group-12", "group-13", "group-14", "group-15"]);
  });

  it("reloads through onRefresh and shows a failed load with a retry", async () => {
    const onRefresh = vi.fn();
    const { user, rerender } = await renderWithProviders(table({ onRefresh }));
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(table({ onRefresh, error: new Error("Failed to fetch") }));
    expect(
      screen.getByRole("heading", { name: "The list could not be loaded" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Failed to fetch")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it("has no refresh button without onRefresh and shows a spinner while loading", async () => {
    await renderWithProviders(table({ rows: [], isLoading: true }));
    expect(screen.getByRole("progressbar", { name: "Loading…" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refresh" })).not.toBeInTheDocument();
  });

  it("shows its toolbar's buttons once the first rows are in, as the list may turn out empty", async () => {
    const toolbarItems = () => <button type="button">Create group</button>;
    const { rerender } = await renderWithProviders(
      table({ rows: [], isLoading: true, toolbarItems }),
    );
    expect(screen.queryByRole("button", { name: "Create group" })).not.toBeInTheDocument();
    rerender(table({ toolbarItems }));
    expect(screen.getByRole("button", { name: "Create group" })).toBeInTheDocument();
  });

  it("shows the caller's empty state when there are no rows", async () => {
    await renderWithProviders(table({ rows: [] }));
    expect(screen.getByText("No groups yet")).toBeInTheDocument();
  });
});
