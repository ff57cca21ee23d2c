import { afterEach, describe, expect, it, vi } from "vitest";
import {
  act,
  configure,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from "../../../../test/render";
import type { TableColumn } from "./table-types";
import { VirtualDataTable, type VirtualDataTableProps } from "./virtual-data-table";

interface Role {
  id: string;
  name: string;
}

const roles: Role[] = Array.from({ length: 5000 }, (_, index) => {
  const number = String(index + 1).padStart(4, "0");
  return { id: `id-${number}`, name: `role${number}` };
});

const columns: TableColumn<Role>[] = [
  {
    id: "name",
    title: "Name",
    cell: (role) => role.name,
    value: (role) => role.name,
    sortable: true,
  },
];

configure({ asyncUtilTimeout: 15_000 });

function renderTable(props: Partial<VirtualDataTableProps<Role>> = {}) {
  return renderWithProviders(
    <VirtualDataTable<Role>
      ariaLabel="Roles"
      rows={roles}
      columns={columns}
      rowKey={(role) => role.id}
      rowLabel={(role) => role.name}
      emptyState={<p>No roles yet</p>}
      height={480}
      rowHeight={48}
      {...props}
    />,
  );
}

const bodyRows = () =>
  within(screen.getByRole("grid", { name: "Roles" }))
    .getAllByRole("row")
    .slice(1);

describe("VirtualDataTable", { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("renders only the rows in view out of 5,000", async () => {
    await renderTable();
    expect(await screen.findByRole("cell", { name: "role0001" })).toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(40);
    expect(screen.queryByRole("cell", { name: "role5000" })).not.toBeInTheDocument();
    expect(screen.getByRole("grid", { name: "Roles" })).toHaveAttribute("aria-rowcount", "5001");
    expect(screen.getByText("5,000 total")).toBeInTheDocument();
  });

  it("renders the rows the user scrolls to", async () => {
    await renderTable();
    await screen.findByRole("cell", { name: "role0001" });
    const region = screen.getByRole("region", { name: "Roles, scrollable" });
    // user-event cannot scroll; move the region as a wheel would, which fires a scroll event.
    act(() => {
      region.scrollTop = 2500 * 48;
      region.dispatchEvent(new Event("scroll"));
    });
    expect(await screen.findByRole("cell", { name: "role2501" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "role0001" })).not.toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(40);
  });

  it("searches and sorts all rows in memory", async () => {
    const { user } = await renderTable();
    await screen.findByRole("cell", { name: "role0001" });
    await user.click(screen.getByRole("button", { name: "Name" }));
    await user.click(screen.getByRole("button", { name: "Name" }));
    expect(await screen.findByRole("cell", { name: "role5000" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Search Roles" }), "role499{Enter}");
    await waitFor(() => {
      expect(screen.getByText("10 total")).toBeInTheDocument();
    });
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      "role4999",
      "role4998",
      "role4997",
      "role4996",
      "role4995",
      "role4994",
      "role4993",
      "role4992",
      "role4991",
      "role4990",
    ]);
  });

  it("says 'no search results' and clears the search", async () => {
    const { user } = await renderTable();
    await screen.findByRole("cell", { name: "role0001" });
    await user.type(screen.getByRole("textbox", { name: "Search Roles" }), "admin{Enter}");
    expect(await screen.findByRole("heading", { name: "No search results" })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole("grid")).getByRole("button", { name: "Clear all filters" }),
    );
    expect(await screen.findByRole("cell", { name: "role0001" })).toBeInTheDocument();
  });

  it("selects every matching row", async () => {
    const onSelectionChange = vi.fn();
    const { user } = await renderTable({ selectable: "multiple", onSelectionChange });
    await screen.findByRole("cell", { name: "role0001" });
    await user.click(screen.getByRole("button", { name: "Selection options" }));
    expect(screen.queryByRole("menuitem", { name: /Select this page/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("menuitem", { name: "Select all (5,000 rows)" }));
    const selection = onSelectionChange.mock.lastCall?.[0] as { kind: string; rows: Role[] };
    expect(selection.kind).toBe("rows");
    expect(selection.rows).toHaveLength(5000);
    expect(screen.getByRole("checkbox", { name: "Select role0001" })).toBeChecked();
    expect(screen.getByText("5,000 selected")).toBeInTheDocument();
  });

  it("shows the caller's empty state when there are no rows", async () => {
    await renderTable({ rows: [] });
    expect(screen.getByText("No roles yet")).toBeInTheDocument();
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
  });
});
