import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen, waitFor } from "../../../../test/render";
import { DataTable, usePrefetchFirstPage } from "./data-table";
import {
  columns,
  fakeServer,
  renderTable,
  slow,
  usernames,
  users,
  type User,
} from "./data-table-test-kit";

describe("DataTable rows", slow, () => {
  it("expands a row to show its details", async () => {
    const { user } = await renderTable({
      expandedContent: (row) =>
        row.username === "user02" ? undefined : <p>Details of {row.username}</p>,
    });
    const toggle = await screen.findByRole("button", { name: "Show details of user01" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Details of user01")).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Show details of user02" }),
    ).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText("Details of user01")).toBeVisible();
    const collapse = screen.getByRole("button", { name: "Hide details of user01" });
    expect(collapse).toHaveAttribute("aria-expanded", "true");
    await user.click(collapse);
    expect(screen.queryByText("Details of user01")).not.toBeInTheDocument();
  });

  it("runs row actions from the kebab menu, hiding and disabling them per row", async () => {
    const remove = vi.fn();
    const { user } = await renderTable({
      actions: [
        { title: "Impersonate", onClick: vi.fn(), isDisabled: (row) => row.username === "user01" },
        {
          title: "Delete",
          onClick: remove,
          isDanger: true,
          isHidden: (row) => row.username === "user02",
        },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Actions for user01" }));
    expect(await screen.findByRole("menuitem", { name: "Impersonate" })).toBeDisabled();
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    expect(remove).toHaveBeenCalledWith(users[0]);

    await user.click(screen.getByRole("button", { name: "Actions for user02" }));
    expect(await screen.findByRole("menuitem", { name: "Impersonate" })).toBeEnabled();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("reloads when the caller invalidates its query key", async () => {
    const loader = fakeServer();
    const { queryClient } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    await queryClient.invalidateQueries({ queryKey: ["users", "test"] });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("shows a prefetched first page without loading it again", async () => {
    const loader = fakeServer({ withTotal: true });
    const options = { queryKey: ["users", "test"], loader, staleTime: 60_000 };
    function Prefetcher() {
      usePrefetchFirstPage(options);
      return null;
    }
    const { queryClient, unmount } = await renderWithProviders(<Prefetcher />);
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(loader).toHaveBeenCalledTimes(1);
    unmount();
    await renderWithProviders(
      <DataTable<User>
        ariaLabel="Users"
        columns={columns}
        rowKey={(user) => user.id}
        emptyState={<p>No users yet</p>}
        {...options}
      />,
      { queryClient },
    );
    expect(usernames()[0]).toBe("user01");
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
