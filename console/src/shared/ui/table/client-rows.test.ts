import { describe, expect, it } from "vitest";
import { clampPage, filterRows, lastPageOf, sortRows } from "./client-rows";
import type { TableColumn } from "./table-types";

interface Client {
  clientId: string;
  name?: string;
  sessions: number;
}

const columns: TableColumn<Client>[] = [
  { id: "clientId", title: "Client ID", cell: (row) => row.clientId, value: (row) => row.clientId },
  { id: "name", title: "Name", cell: (row) => row.name, value: (row) => row.name },
  { id: "sessions", title: "Sessions", cell: (row) => row.sessions, value: (row) => row.sessions },
  { id: "actions", title: "Actions", cell: () => "…" },
];

const rows: Client[] = [
  { clientId: "account", name: "Account", sessions: 12 },
  { clientId: "admin-cli", sessions: 3 },
  { clientId: "broker", name: "Broker", sessions: 100 },
  { clientId: "app10", name: "App 10", sessions: 0 },
  { clientId: "app9", name: "App 9", sessions: 7 },
];

describe("filterRows", () => {
  it("keeps rows whose column values contain the search, ignoring case and spaces around it", () => {
    expect(filterRows(rows, columns, "  ACC ").map((row) => row.clientId)).toEqual(["account"]);
    expect(filterRows(rows, columns, "app").map((row) => row.clientId)).toEqual(["app10", "app9"]);
    expect(filterRows(rows, columns, "100").map((row) => row.clientId)).toEqual(["broker"]);
  });

  it("keeps every row for an empty search and none when nothing matches", () => {
    expect(filterRows(rows, columns, "")).toEqual(rows);
    expect(filterRows(rows, columns, "nothing")).toEqual([]);
  });
});

describe("sortRows", () => {
  it("sorts text naturally, ascending and descending", () => {
    const ids = (sorted: Client[]) => sorted.map((row) => row.clientId);
    expect(ids(sortRows(rows, columns, { column: "clientId", direction: "asc" }))).toEqual([
      "account",
      "admin-cli",
      "app9",
      "app10",
      "broker",
    ]);
    expect(ids(sortRows(rows, columns, { column: "clientId", direction: "desc" }))).toEqual([
      "broker",
      "app10",
      "app9",
      "admin-cli",
      "account",
    ]);
  });

  it("sorts numbers by value", () => {
    const sessions = sortRows(rows, columns, { column: "sessions", direction: "asc" }).map(
      (row) => row.sessions,
    );
    expect(sessions).toEqual([0, 3, 7, 12, 100]);
  });

  it("puts rows without a value last in both directions", () => {
    expect(sortRows(rows, columns, { column: "name", direction: "asc" }).at(-1)?.clientId).toBe(
      "admin-cli",
    );
    expect(sortRows(rows, columns, { column: "name", direction: "desc" }).at(-1)?.clientId).toBe(
      "admin-cli",
    );
  });

  it("leaves the order alone without a sort or a value reader, and never mutates its input", () => {
    const copy = [...rows];
    expect(sortRows(rows, columns)).toEqual(rows);
    expect(sortRows(rows, columns, { column: "actions", direction: "desc" })).toEqual(rows);
    sortRows(rows, columns, { column: "clientId", direction: "desc" });
    expect(rows).toEqual(copy);
  });
});

describe("paging helpers", () => {
  it("has at least one page", () => {
    expect(lastPageOf(0, 10)).toBe(1);
    expect(lastPageOf(10, 10)).toBe(1);
    expect(lastPageOf(11, 10)).toBe(2);
  });

  it("clamps a page number between 1 and the last page", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3.7, 5)).toBe(3);
  });
});
