import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "../../../../test/render";
import type { PageRequest } from "./table-types";
import {
  bottomPagination,
  fakeServer,
  heldSearchLoader,
  lastCall,
  renderTable,
  slow,
  table,
  usernames,
  users,
  type User,
} from "./data-table-test-kit";

describe("DataTable", slow, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("loads the first page, asking for one row more than the page size", async () => {
    const loader = fakeServer();
    await renderTable({ loader });
    expect(await screen.findByRole("cell", { name: "user01" })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith({ first: 0, max: 11, search: "" }, expect.any(AbortSignal));
    expect(usernames()).toHaveLength(10);
    expect(usernames().at(-1)).toBe("user10");
  });

  it("pages on without a total while the server returns an extra row, then knows the count", async () => {
    const loader = fakeServer();
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    expect(screen.queryByText(/total$/)).not.toBeInTheDocument();
    const next = within(bottomPagination()).getByRole("button", { name: "Go to the next page" });
    for (let page = 2; page <= 5; page++) {
      await user.click(next);
      expect(
        await screen.findByRole("cell", { name: `user${String((page - 1) * 10 + 1)}` }),
      ).toBeInTheDocument();
    }
    expect(lastCall(loader)).toEqual({ first: 40, max: 11, search: "" });
    expect(usernames()).toEqual(["user41", "user42", "user43", "user44", "user45"]);
    expect(next).toBeDisabled();
    expect(screen.getByText("45 total")).toBeInTheDocument();
  });

  it("shows the total when the server gives one", async () => {
    await renderTable({ loader: fakeServer({ withTotal: true }) });
    expect(await screen.findByText("45 total")).toBeInTheDocument();
    expect(within(bottomPagination()).getByText("of 5")).toBeInTheDocument();
  });

  it("persists the page size under pageSize and restores it", async () => {
    const loader = fakeServer();
    const { user, unmount } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    await user.click(within(bottomPagination()).getByRole("button", { name: "Items per page" }));
    await user.click(await screen.findByRole("menuitem", { name: "20 per page" }));
    expect(await screen.findByRole("cell", { name: "user20" })).toBeInTheDocument();
    expect(lastCall(loader)).toEqual({ first: 0, max: 21, search: "" });
    expect(localStorage.getItem("pageSize")).toBe("20");
    unmount();

    const reloaded = fakeServer();
    await renderTable({ loader: reloaded });
    expect(await screen.findByRole("cell", { name: "user20" })).toBeInTheDocument();
    expect(reloaded).toHaveBeenCalledWith(
      { first: 0, max: 21, search: "" },
      expect.any(AbortSignal),
    );
  });

  it("starts at 10 rows when the stored page size is not one of the options", async () => {
    localStorage.setItem("pageSize", "7");
    const loader = fakeServer();
    await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    expect(lastCall(loader)?.max).toBe(11);
  });

  it("keeps a typed page number between 1 and the last page", async () => {
    const loader = fakeServer({ withTotal: true });
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    const pageInput = within(bottomPagination()).getByRole("spinbutton", { name: "Current page" });
    await user.clear(pageInput);
    await user.type(pageInput, "99{Enter}");
    expect(await screen.findByRole("cell", { name: "user41" })).toBeInTheDocument();
    expect(lastCall(loader)?.first).toBe(40);
    expect(pageInput).toHaveValue(5);
    await user.clear(pageInput);
    await user.type(pageInput, "0{Enter}");
    expect(await screen.findByRole("cell", { name: "user01" })).toBeInTheDocument();
    expect(lastCall(loader)?.first).toBe(0);
  });

  it("resets to the first page when the search changes", async () => {
    const loader = fakeServer({ withTotal: true });
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    await user.click(
      within(bottomPagination()).getByRole("button", { name: "Go to the next page" }),
    );
    await screen.findByRole("cell", { name: "user11" });
    await user.type(screen.getByRole("textbox", { name: "Search Users" }), "user3");
    expect(await screen.findByRole("cell", { name: "user30" })).toBeInTheDocument();
    expect(lastCall(loader)).toEqual({ first: 0, max: 11, search: "user3" });
    expect(usernames()).toEqual([
      "user30",
      "user31",
      "user32",
      "user33",
      "user34",
      "user35",
      "user36",
      "user37",
      "user38",
      "user39",
    ]);
  });

  it("waits for a pause in typing before searching", async () => {
    const loader = fakeServer();
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    await user.type(screen.getByRole("textbox", { name: "Search Users" }), "user4");
    await waitFor(() => {
      expect(lastCall(loader)?.search).toBe("user4");
    });
    const searches = loader.mock.calls.map(([request]) => request.search);
    expect(searches).toEqual(["", "user4"]);
  });

  it("searches at once on Enter", async () => {
    const loader = fakeServer();
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    await user.type(screen.getByRole("textbox", { name: "Search Users" }), " user45 {Enter}");
    expect(await screen.findByRole("cell", { name: "user45" })).toBeInTheDocument();
    expect(lastCall(loader)?.search).toBe("user45");
    expect(usernames()).toEqual(["user45"]);
  });

  it("shows a search with its rows when they come soon, and as pending when they are late", async () => {
    // A search's rows arrive only when the test says so.
    const { loader, held } = heldSearchLoader();
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    const box = screen.getByRole("textbox", { name: "Search Users" });
    const searchLabel = (text: string) =>
      screen.queryByRole("button", { name: `Remove the search "${text}"` });

    await user.type(box, "user2{Enter}");
    const entered = performance.now();
    // The request leaves at once; a moment later the table still shows what it showed (unless a
    // stalled machine let the moment pass the table's wait for the rows).
    expect(lastCall(loader)?.search).toBe("user2");
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (performance.now() - entered < 250) {
      expect(searchLabel("user2")).not.toBeInTheDocument();
      expect(usernames()).toContain("user01");
    }
    // Rows in time: the search and its rows show together.
    held.shift()?.();
    expect(await screen.findByRole("cell", { name: "user20" })).toBeInTheDocument();
    expect(searchLabel("user2")).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, "user3{Enter}");
    // Late rows: the search shows as pending, the earlier rows stay until the new ones arrive.
    expect(
      await screen.findByRole("button", { name: 'Remove the search "user3"' }),
    ).toBeInTheDocument();
    expect(usernames()).toContain("user20");
    for (const release of held.splice(0)) release();
    expect(await screen.findByRole("cell", { name: "user30" })).toBeInTheDocument();
    expect(usernames()).not.toContain("user20");
  });

  it("says 'no search results' and clears the search with 'clear all filters'", async () => {
    const loader = fakeServer();
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    const box = screen.getByRole("textbox", { name: "Search Users" });
    await user.type(box, "nobody{Enter}");
    expect(await screen.findByRole("heading", { name: "No search results" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: 'Remove the search "nobody"' })).toBeInTheDocument();
    await user.click(within(table()).getByRole("button", { name: "Clear all filters" }));
    expect(await screen.findByRole("cell", { name: "user01" })).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(lastCall(loader)?.search).toBe("");
    expect(screen.queryByRole("button", { name: /Remove the search/ })).not.toBeInTheDocument();
  });

  it("collapses the filter labels into a count below the lg breakpoint", async () => {
    const width = window.innerWidth;
    window.innerWidth = 800;
    try {
      const { user } = await renderTable();
      await screen.findByRole("cell", { name: "user01" });
      await user.type(screen.getByRole("textbox", { name: "Search Users" }), "user1{Enter}");
      expect(await screen.findByText("1 filter applied")).toBeInTheDocument();
      expect(
        screen.queryByRole("button", { name: 'Remove the search "user1"' }),
      ).not.toBeInTheDocument();
      window.innerWidth = 1280;
      window.dispatchEvent(new Event("resize"));
      expect(
        await screen.findByRole("button", { name: 'Remove the search "user1"' }),
      ).toBeInTheDocument();
      expect(screen.queryByText("1 filter applied")).not.toBeInTheDocument();
    } finally {
      window.innerWidth = width;
    }
  });

  it("shows the caller's empty state when there is nothing yet", async () => {
    await renderTable({ loader: fakeServer({ data: [] }) });
    expect(await screen.findByText("No users yet")).toBeInTheDocument();
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
  });

  it("reloads on refresh", async () => {
    const loader = fakeServer();
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    expect(loader).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => {
      expect(loader).toHaveBeenCalledTimes(2);
    });
    expect(lastCall(loader)).toEqual({ first: 0, max: 11, search: "" });
  });

  it("works from the keyboard: search, then refresh", async () => {
    const loader = fakeServer();
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Search Users" })).toHaveFocus();
    await user.keyboard("user45{Enter}");
    expect(await screen.findByRole("cell", { name: "user45" })).toBeInTheDocument();
    const refresh = screen.getByRole("button", { name: "Refresh" });
    for (let step = 0; step < 5 && document.activeElement !== refresh; step++) await user.tab();
    expect(refresh).toHaveFocus();
    const calls = loader.mock.calls.length;
    await user.keyboard("{Enter}");
    await waitFor(() => {
      expect(loader).toHaveBeenCalledTimes(calls + 1);
    });
    expect(lastCall(loader)?.search).toBe("user45");
  });

  it("sorts ascending, then descending, on a sortable column", async () => {
    const loader = fakeServer();
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    expect(within(table()).queryByRole("button", { name: "Email" })).not.toBeInTheDocument();
    await user.click(within(table()).getByRole("button", { name: "Username" }));
    await waitFor(() => {
      expect(lastCall(loader)?.sort).toEqual({ column: "username", direction: "asc" });
    });
    expect(screen.getByRole("columnheader", { name: "Username" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await user.click(within(table()).getByRole("button", { name: "Username" }));
    expect(await screen.findByRole("cell", { name: "user45" })).toBeInTheDocument();
    expect(lastCall(loader)?.sort).toEqual({ column: "username", direction: "desc" });
    expect(screen.getByRole("columnheader", { name: "Username" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    expect(usernames()[0]).toBe("user45");
  });

  it("shows a spinner while the first page loads", async () => {
    await renderTable({ loader: () => new Promise<User[]>(() => undefined) });
    expect(await screen.findByRole("progressbar", { name: "Loading…" })).toBeInTheDocument();
  });

  it("shows a failed load with the server's message and retries", async () => {
    let calls = 0;
    const server = fakeServer();
    const loader = vi.fn((request: PageRequest) => {
      calls++;
      if (calls === 1) {
        return Promise.reject(
          Object.assign(new Error("Network response was not OK."), {
            response: new Response(null, { status: 500 }),
            responseData: { error: "unknown_error" },
          }),
        );
      }
      return server(request);
    });
    const { user } = await renderTable({ loader });
    expect(
      await screen.findByRole("heading", { name: "The list could not be loaded" }),
    ).toBeInTheDocument();
    expect(screen.getByText("unknown_error")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("cell", { name: "user01" })).toBeInTheDocument();
  });

  it("moves back to the last page when its rows disappear", async () => {
    const data = [...users];
    const loader = fakeServer({ data });
    const { user } = await renderTable({ loader });
    await screen.findByRole("cell", { name: "user01" });
    const pageInput = within(bottomPagination()).getByRole("spinbutton", { name: "Current page" });
    for (let page = 2; page <= 5; page++) {
      await user.click(
        within(bottomPagination()).getByRole("button", { name: "Go to the next page" }),
      );
      await screen.findByRole("cell", { name: `user${String((page - 1) * 10 + 1)}` });
    }
    data.splice(40);
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("cell", { name: "user31" })).toBeInTheDocument();
    expect(pageInput).toHaveValue(4);
  });
});
