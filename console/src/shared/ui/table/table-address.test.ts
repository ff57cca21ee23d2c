import { describe, expect, it } from "vitest";
import { readTableState, writeTableState, type TableAddressOptions } from "./table-address";

const options: TableAddressOptions = {
  sortableColumns: ["username", "email"],
  filterNames: ["exact"],
};
const read = (query: string, with_ = options) => readTableState(new URLSearchParams(query), with_);

describe("readTableState", () => {
  it("reads page, size, search, sort and filters", () => {
    expect(read("page=3&size=20&search=ann&sort=email&order=desc&exact=true")).toEqual({
      page: 3,
      pageSize: 20,
      search: "ann",
      sort: { column: "email", direction: "desc" },
      filters: { exact: "true" },
    });
  });

  it("falls back to the defaults for values a table cannot show", () => {
    for (const page of ["-3", "0", "1.5", "two", "99999999999999999999"])
      expect(read(`page=${page}`).page).toBe(1);
    expect(read("size=7").pageSize).toBeUndefined();
    expect(read("sort=password").sort).toBeUndefined();
    expect(
      read("sort=password", { ...options, defaultSort: { column: "username", direction: "asc" } })
        .sort,
    ).toEqual({ column: "username", direction: "asc" });
  });

  it("ignores parameters that are not its own", () => {
    expect(read("other=1&q=x")).toEqual({
      page: 1,
      pageSize: undefined,
      search: "",
      sort: undefined,
      filters: {},
    });
  });

  it("reads only its own prefixed parameters when two tables share a page", () => {
    const query = "page=2&members-page=5&members-search=bo";
    expect(read(query, { prefix: "members-" })).toMatchObject({ page: 5, search: "bo" });
    expect(read(query)).toMatchObject({ page: 2, search: "" });
  });
});

describe("writeTableState", () => {
  const write = (query: string, state: Parameters<typeof writeTableState>[1], with_ = options) =>
    writeTableState(new URLSearchParams(query), state, with_).toString();

  it("leaves defaults out of the address and keeps other parameters", () => {
    expect(
      write("other=1&page=4&search=old", {
        page: 1,
        pageSize: 10,
        search: " ",
        sort: undefined,
        filters: {},
      }),
    ).toBe("other=1");
  });

  it("writes what differs from the defaults, and reads it back the same", () => {
    const state = {
      page: 2,
      pageSize: 50,
      search: "ann",
      sort: { column: "username", direction: "desc" as const },
      filters: { exact: "true" },
    };
    const query = write("", state);
    expect(query).toBe("page=2&size=50&search=ann&sort=username&order=desc&exact=true");
    expect(read(query)).toEqual(state);
  });

  it("leaves the default sort out", () => {
    const defaultSort = { column: "username", direction: "asc" as const };
    expect(
      write(
        "sort=email",
        { page: 1, pageSize: undefined, search: "", sort: defaultSort, filters: {} },
        { ...options, defaultSort },
      ),
    ).toBe("");
  });
});
