import { Link } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { configure, renderWithDataRouter, screen, within } from "../../../../test/render";
import { ClientDataTable } from "./client-data-table";
import { DataTable, type DataTableProps } from "./data-table";
import type { PageRequest, TableColumn } from "./table-types";

interface Row {
  id: string;
  name: string;
}

const data: Row[] = Array.from({ length: 35 }, (_, index) => {
  const name = `row${String(index + 1).padStart(2, "0")}`;
  return { id: name, name };
});
const columns: TableColumn<Row>[] = [
  { id: "name", title: "Name", cell: (row) => row.name, sortable: true },
];

function fakeServer() {
  return vi.fn((request: PageRequest) => {
    const matching = data
      .filter((row) => row.name.includes(request.search))
      .sort((a, b) => (request.sort?.direction === "desc" ? -1 : 1) * a.name.localeCompare(b.name));
    return Promise.resolve({
      rows: matching.slice(request.first, request.first + request.max),
      total: matching.length,
    });
  });
}

configure({ asyncUtilTimeout: 15_000 });
const slow = { timeout: 60_000 };

function Table(props: Partial<DataTableProps<Row>> & { label?: string }) {
  const { label = "Rows", ...rest } = props;
  return (
    <DataTable<Row>
      ariaLabel={label}
      queryKey={["rows", label]}
      loader={fakeServer()}
      columns={columns}
      rowKey={(row) => row.id}
      emptyState={<p>Nothing yet</p>}
      {...rest}
    />
  );
}

function renderAt(address: string, element = <Table />) {
  return renderWithDataRouter([{ path: "/list", element }], { initialEntries: [address] });
}

const firstCell = (label = "Rows") =>
  within(screen.getByRole("grid", { name: label }))
    .getAllByRole("row")
    .slice(1)[0]
    ?.textContent.trim();
const nextPage = () =>
  within(screen.getByRole("group", { name: "Pagination below the table" })).getByRole("button", {
    name: "Go to the next page",
  });

describe("DataTable state in the address", slow, () => {
  it("writes the page and search into the address and restores them on reload", async () => {
    const first = await renderAt("/list");
    await screen.findByRole("cell", { name: "row01" });
    await first.user.click(nextPage());
    expect(await screen.findByRole("cell", { name: "row11" })).toBeInTheDocument();
    expect(first.router.state.location.search).toBe("?page=2");

    await first.user.type(screen.getByRole("textbox", { name: "Search Rows" }), "row2{Enter}");
    expect(await screen.findByRole("cell", { name: "row20" })).toBeInTheDocument();
    // A new search starts on page 1, which the address leaves out.
    expect(first.router.state.location.search).toBe("?search=row2");
    const address = `/list${first.router.state.location.search}`;
    first.unmount();

    await renderAt(address);
    expect(await screen.findByRole("cell", { name: "row20" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Search Rows" })).toHaveValue("row2");
  });

  it("goes back to the previous page and search", async () => {
    const { user, router } = await renderAt("/list?search=row&sort=name&order=desc");
    expect(await screen.findByRole("cell", { name: "row35" })).toBeInTheDocument();
    await user.click(nextPage());
    expect(await screen.findByRole("cell", { name: "row25" })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole("cell", { name: "row35" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?search=row&sort=name&order=desc");
  });

  it("adds one step to Back when Enter follows a search that already ran on the typing pause", async () => {
    const { user, router } = await renderAt("/list");
    await screen.findByRole("cell", { name: "row01" });
    const search = screen.getByRole("textbox", { name: "Search Rows" });
    // Pasted in one go: typed letter by letter, a busy machine can pause between two letters
    // long enough to search "row" on its own, which is one more step to Back.
    await user.click(search);
    await user.paste("row3");
    expect(await screen.findByRole("cell", { name: "row30" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?search=row3");
    await user.keyboard("{Enter}");
    await router.navigate(-1);
    expect(await screen.findByRole("cell", { name: "row01" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(search).toHaveValue("");
  });

  it("lets a link followed while a search runs take the administrator away", async () => {
    const served = fakeServer();
    const heldSearches: (() => void)[] = [];
    const loader = vi.fn((request: PageRequest) =>
      request.search === ""
        ? served(request)
        : new Promise<Awaited<ReturnType<typeof served>>>((resolve) => {
            heldSearches.push(() => void served(request).then(resolve));
          }),
    );
    let openOtherPage = () => {};
    const otherPageLoaded = new Promise<null>((resolve) => {
      openOtherPage = () => {
        resolve(null);
      };
    });
    const { user, router } = await renderWithDataRouter(
      [
        {
          path: "/list",
          element: (
            <>
              <Link to="/other">Another page</Link>
              <Table loader={loader} />
            </>
          ),
        },
        { path: "/other", loader: () => otherPageLoaded, element: <h1>The other page</h1> },
      ],
      { initialEntries: ["/list"] },
    );
    await screen.findByRole("cell", { name: "row01" });
    await user.type(screen.getByRole("textbox", { name: "Search Rows" }), "row2{Enter}");
    await user.click(screen.getByRole("link", { name: "Another page" }));
    expect(router.state.navigation.location?.pathname).toBe("/other");

    // The search's rows arrive while the other page still loads; they must not win.
    heldSearches.forEach((release) => {
      release();
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    openOtherPage();
    expect(await screen.findByRole("heading", { name: "The other page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/other");
  });

  it("opens on the first page and the stored size when the address holds values it cannot show", async () => {
    const loader = fakeServer();
    await renderAt("/list?page=-3&size=7&sort=secret", <Table loader={loader} />);
    expect(await screen.findByRole("cell", { name: "row01" })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith({ first: 0, max: 11, search: "" }, expect.any(AbortSignal));
  });

  it("moves to the last page with rows when the address names one past the end", async () => {
    const { router } = await renderAt("/list?page=9");
    expect(await screen.findByRole("cell", { name: "row31" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=4");
  });

  it("keeps the state of two tables apart by their prefixes", async () => {
    const { user, router } = await renderAt(
      "/list",
      <>
        <Table label="Left" />
        <Table label="Right" addressPrefix="right-" />
      </>,
    );
    await screen.findAllByRole("cell", { name: "row01" });
    const rightNext = within(
      screen.getAllByRole("group", { name: "Pagination below the table" })[1] as HTMLElement,
    ).getByRole("button", { name: "Go to the next page" });
    await user.click(rightNext);
    expect(await screen.findByRole("cell", { name: "row11" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?right-page=2");
    expect(firstCell("Left")).toBe("row01");
  });

  it("keeps the state to itself when told to (a table in a dialog)", async () => {
    const { user, router } = await renderAt("/list", <Table stateInAddress={false} />);
    await screen.findByRole("cell", { name: "row01" });
    await user.click(nextPage());
    expect(await screen.findByRole("cell", { name: "row11" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("keeps the page and search of an in-memory table in the address too", async () => {
    const { user, router } = await renderAt(
      "/list?search=1",
      <ClientDataTable<Row>
        ariaLabel="Rows"
        rows={data}
        columns={[{ id: "name", title: "Name", cell: (row) => row.name, value: (row) => row.name }]}
        rowKey={(row) => row.id}
        emptyState={<p>Nothing yet</p>}
      />,
    );
    // row01, row10 to row19, row21 and row31 match: ten on the first page, three on the second.
    expect(await screen.findByRole("cell", { name: "row18" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "row19" })).not.toBeInTheDocument();
    await user.click(nextPage());
    expect(await screen.findByRole("cell", { name: "row31" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?search=1&page=2");
  });
});
