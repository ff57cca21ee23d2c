import { vi } from "vitest";
import { configure, renderWithProviders, screen, within } from "../../../../test/render";
import { DataTable, type DataTableProps } from "./data-table";
import type { PageRequest, TableColumn } from "./table-types";

// What the data table's tests share: 45 users, a fake list endpoint and a table over it.

export interface User {
  id: string;
  username: string;
  email: string;
}

export const users: User[] = Array.from({ length: 45 }, (_, index) => {
  const number = String(index + 1).padStart(2, "0");
  return { id: `id-${number}`, username: `user${number}`, email: `user${number}@example.org` };
});

export const columns: TableColumn<User>[] = [
  { id: "username", title: "Username", cell: (user) => user.username, sortable: true },
  { id: "email", title: "Email", cell: (user) => user.email },
];

/** Stands in for a Keycloak list endpoint: `first`/`max`/`search`, optionally with a count. */
export function fakeServer({ withTotal = false, data = users } = {}) {
  return vi.fn((request: PageRequest) => {
    const matching = data
      .filter((user) => user.username.includes(request.search))
      .sort(
        (a, b) =>
          (request.sort?.direction === "desc" ? -1 : 1) * a.username.localeCompare(b.username),
      );
    const rows = matching.slice(request.first, request.first + request.max);
    return Promise.resolve(withTotal ? { rows, total: matching.length } : rows);
  });
}

/**
 * A fake list endpoint whose searches answer only when the test releases them (`held`, in the
 * order asked); the unsearched list answers at once.
 */
export function heldSearchLoader() {
  const served = fakeServer();
  const held: (() => void)[] = [];
  const loader = vi.fn((request: PageRequest) => {
    if (request.search === "") return served(request);
    return new Promise<Awaited<ReturnType<typeof served>>>((resolve) => {
      held.push(() => {
        void served(request).then(resolve);
      });
    });
  });
  return { loader, held };
}

export type Props = Partial<DataTableProps<User>>;

// PatternFly tables make a large DOM, and role queries over it are slow in jsdom on a busy machine:
// generous limits keep the tests about behaviour, not about the speed of the machine.
configure({ asyncUtilTimeout: 15_000 });
export const slow = { timeout: 60_000 };

export function renderTable(props: Props = {}) {
  return renderWithProviders(
    <DataTable<User>
      ariaLabel="Users"
      queryKey={["users", "test"]}
      loader={fakeServer()}
      columns={columns}
      rowKey={(user) => user.id}
      rowLabel={(user) => user.username}
      emptyState={<p>No users yet</p>}
      {...props}
    />,
  );
}

export const table = () => screen.getByRole("grid", { name: "Users" });
export const usernames = () =>
  within(table())
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);
export const bottomPagination = () =>
  screen.getByRole("group", { name: "Pagination below the table" });
export const lastCall = (loader: ReturnType<typeof fakeServer>) => loader.mock.calls.at(-1)?.[0];
