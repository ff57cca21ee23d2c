import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen, waitFor, within } from "../../../../test/render";
import { DataTable } from "./data-table";
import {
  columns,
  fakeServer,
  renderTable,
  slow,
  table,
  usernames,
  type User,
} from "./data-table-test-kit";

/** A promise the test settles when it chooses, as a server that has not answered yet. */
function held<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

const admins: User[] = [
  { id: "a-1", username: "root", email: "root@example.org" },
  { id: "a-2", username: "operator", email: "operator@example.org" },
];

/** One table showing either of two lists, switched by a button, as the assign dialog does. */
function TwoLists({ adminsLoader }: { adminsLoader: () => Promise<User[]> }) {
  const [list, setList] = useState<"users" | "admins">("users");
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setList("admins");
        }}
      >
        Show administrators
      </button>
      <DataTable<User>
        ariaLabel="Users"
        {...(list === "users"
          ? { queryKey: ["lists", "users"], loader: fakeServer() }
          : { queryKey: ["lists", "admins"], loader: adminsLoader })}
        stateInAddress={false}
        selectable="multiple"
        columns={columns}
        rowKey={(user) => user.id}
        rowLabel={(user) => user.username}
        emptyState={<p>Nobody yet</p>}
      />
    </>
  );
}

describe("DataTable with a count and with several lists", slow, () => {
  it("shows the rows while the count is still on its way, and the total when it arrives", async () => {
    const total = held<number>();
    const count = vi.fn(() => total.promise);
    await renderTable({ loader: fakeServer(), count });

    expect(await screen.findByRole("cell", { name: "user01" })).toBeInTheDocument();
    expect(count).toHaveBeenCalledWith("", expect.any(AbortSignal));
    expect(screen.queryByText(/total$/)).not.toBeInTheDocument();

    total.settle(45);
    expect(await screen.findByText("45 total")).toBeInTheDocument();
    expect(screen.getAllByText("of 5").length).toBeGreaterThan(0);
  });

  it("counts again for a new search that fills more than a page, with one page request for it", async () => {
    const count = vi.fn((search: string) => Promise.resolve(search === "" ? 45 : 14));
    const loader = fakeServer();
    const { user } = await renderTable({ loader, count });
    expect(await screen.findByText("45 total")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Search Users" }), "2{Enter}");
    expect(await screen.findByText("14 total")).toBeInTheDocument();
    expect(count).toHaveBeenCalledWith("2", expect.any(AbortSignal));
    // The page asked for on Enter is the one the table shows: it is not asked for twice.
    expect(loader.mock.calls.filter(([request]) => request.search === "2")).toHaveLength(1);
    expect(usernames()).toEqual([
      "user02",
      "user12",
      "user20",
      "user21",
      "user22",
      "user23",
      "user24",
      "user25",
      "user26",
      "user27",
    ]);
  });

  it("asks for no count when a search's rows fit on one page: their number is the total", async () => {
    const count = vi.fn(() => Promise.resolve(45));
    const { user } = await renderTable({ loader: fakeServer(), count });
    expect(await screen.findByText("45 total")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Search Users" }), "user1{Enter}");
    expect(await screen.findByText("10 total")).toBeInTheDocument();
    expect(count).not.toHaveBeenCalledWith("user1", expect.any(AbortSignal));
  });

  it("swaps in another list's rows without showing the old ones meanwhile, with nothing selected", async () => {
    const answer = held<User[]>();
    const { user } = await renderWithProviders(<TwoLists adminsLoader={() => answer.promise} />);
    await user.click(await screen.findByRole("checkbox", { name: "Select user01" }));
    expect(screen.getByText("1 selected")).toBeInTheDocument();
    const searchBox = screen.getByRole("textbox", { name: "Search Users" });

    await user.click(screen.getByRole("button", { name: "Show administrators" }));
    await waitFor(() => {
      expect(screen.queryByRole("cell", { name: "user01" })).not.toBeInTheDocument();
    });
    expect(screen.queryByText("1 selected")).not.toBeInTheDocument();

    answer.settle(admins);
    expect(await within(table()).findByRole("cell", { name: "root" })).toBeInTheDocument();
    expect(within(table()).getByRole("cell", { name: "operator" })).toBeInTheDocument();
    expect(within(table()).getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByText("1 selected")).not.toBeInTheDocument();
    // The same table, not a new one: its search field is the one that was there.
    expect(screen.getByRole("textbox", { name: "Search Users" })).toBe(searchBox);
  });
});
