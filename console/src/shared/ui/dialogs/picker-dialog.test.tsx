import { http, HttpResponse } from "msw";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createMswServer } from "../../../../test/console-harness";
import {
  cleanup,
  configure,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from "../../../../test/render";
import type { PageRequest } from "@/shared/ui/table/table-types";
import { PickerDialog, type PickerDialogProps } from "./picker-dialog";

// Busy machines render PatternFly slowly; wait long enough that only behaviour can fail a test.
configure({ asyncUtilTimeout: 20_000 });

interface Bird {
  id: string;
  name: string;
}

const birds: Bird[] = Array.from({ length: 25 }, (_unused, index) => ({
  id: `b${String(index + 1)}`,
  name: `Bird ${String(index + 1).padStart(2, "0")}`,
}));
birds.push({ id: "owl", name: "Owl" }, { id: "snowy", name: "Snowy owl" });

const server = createMswServer();
const searches: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  searches.length = 0;
});
afterAll(() => {
  server.close();
});

/** A server that pages and searches the birds, recording each search it is asked for. */
function serveBirds() {
  server.use(
    http.get("http://birds.test/birds", ({ request }) => {
      const params = new URL(request.url).searchParams;
      const search = params.get("search") ?? "";
      searches.push(search);
      const first = Number(params.get("first"));
      const max = Number(params.get("max"));
      const matching = birds.filter((bird) =>
        bird.name.toLowerCase().includes(search.toLowerCase()),
      );
      return HttpResponse.json(matching.slice(first, first + max));
    }),
  );
}

const loadBirds = async ({ first, max, search }: PageRequest, signal: AbortSignal) => {
  const query = new URLSearchParams({ first: String(first), max: String(max), search });
  const response = await fetch(`http://birds.test/birds?${query.toString()}`, { signal });
  return (await response.json()) as Bird[];
};

/** The pagination above the list (the one below has the same buttons). */
const pageButton = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole("group", { name: "Pagination above the table" })).getByRole(
    "button",
    { name },
  );
const nextPage = (dialog: HTMLElement) => pageButton(dialog, "Go to the next page");
const previousPage = (dialog: HTMLElement) => pageButton(dialog, "Go to the previous page");

type HarnessProps = Partial<PickerDialogProps<Bird>>;

function Harness(props: HarnessProps) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>closed</p>;
  return (
    <PickerDialog<Bird>
      title="Add birds"
      mode="multiple"
      listLabel="Birds"
      searchLabel="Search by name"
      queryKey={["birds"]}
      loader={loadBirds}
      rowKey={(bird) => bird.id}
      rowLabel={(bird) => bird.name}
      confirmLabel={(count) => (count === 0 ? "Add" : `Add ${String(count)} birds`)}
      onConfirm={() => undefined}
      onClose={() => {
        setOpen(false);
      }}
      emptyState={<p>No birds at all</p>}
      {...props}
    />
  );
}

async function openPicker(props: HarnessProps = {}) {
  serveBirds();
  const rendered = await renderWithProviders(<Harness {...props} />);
  const dialog = screen.getByRole("dialog", { name: "Add birds" });
  await within(dialog).findByRole("checkbox", { name: "Bird 01" });
  return { ...rendered, dialog };
}

describe("PickerDialog", { timeout: 60_000 }, () => {
  it("keeps the choice across pages and hands all chosen rows over on confirm", async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await openPicker({ onConfirm });
    const confirm = () => within(dialog).getByRole("button", { name: /^Add/ });
    expect(confirm()).toHaveTextContent("Add");
    expect(confirm()).toBeDisabled();

    await user.click(within(dialog).getByRole("checkbox", { name: "Bird 01" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Bird 03" }));
    expect(confirm()).toHaveTextContent("Add 2 birds");
    await user.click(nextPage(dialog));
    await user.click(await within(dialog).findByRole("checkbox", { name: "Bird 11" }));
    expect(confirm()).toHaveTextContent("Add 3 birds");
    await user.click(previousPage(dialog));
    expect(await within(dialog).findByRole("checkbox", { name: "Bird 03" })).toBeChecked();

    await user.click(confirm());
    expect(await screen.findByText("closed")).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledWith([birds[0], birds[2], birds[10]]);
  });

  it("searches on the server once typing pauses, from the first page, keeping the choice", async () => {
    const { user, dialog } = await openPicker();
    await user.click(within(dialog).getByRole("checkbox", { name: "Bird 02" }));
    await user.click(nextPage(dialog));
    await within(dialog).findByRole("checkbox", { name: "Bird 11" });

    await user.type(within(dialog).getByRole("textbox", { name: "Search by name" }), "owl");
    // Until the search runs, the list says it is about to change.
    const list = within(dialog).getByRole("grid", { name: "Birds" });
    expect(list).toHaveAttribute("aria-busy", "true");
    expect(await within(dialog).findByRole("checkbox", { name: "Snowy owl" })).toBeVisible();
    await waitFor(() => {
      expect(list).toHaveAttribute("aria-busy", "false");
    });
    expect(within(dialog).queryByRole("checkbox", { name: "Bird 11" })).not.toBeInTheDocument();
    // One request for the paused search, not one per letter typed.
    expect(searches.filter((search) => search !== "")).toEqual(["owl"]);
    await user.click(within(dialog).getByRole("checkbox", { name: "Owl" }));
    expect(within(dialog).getByRole("button", { name: "Add 2 birds" })).toBeEnabled();

    await user.clear(within(dialog).getByRole("textbox", { name: "Search by name" }));
    expect(await within(dialog).findByRole("checkbox", { name: "Bird 02" })).toBeChecked();
  });

  it("chooses one row with radio buttons and leaves unavailable rows disabled with the reason", async () => {
    serveBirds();
    const { user } = await renderWithProviders(
      <Harness
        mode="single"
        unavailableReason={(bird) => (bird.id === "b1" ? "Already in the flock" : undefined)}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Add birds" });
    const taken = await within(dialog).findByRole("radio", { name: "Bird 01" });
    expect(taken).toBeDisabled();
    expect(within(dialog).getByText("Already in the flock")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Bird 02" }));
    await user.click(within(dialog).getByRole("radio", { name: "Bird 03" }));
    expect(within(dialog).getByRole("radio", { name: "Bird 02" })).not.toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Add 1 birds" })).toBeEnabled();
  });

  it("shows a failed confirm inside the dialog and keeps the choice", async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error("The flock is full")));
    const { user, dialog } = await openPicker({ onConfirm, errorTitle: "Could not add" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Bird 04" }));
    await user.click(within(dialog).getByRole("button", { name: "Add 1 birds" }));
    expect(await within(dialog).findByRole("heading", { name: /Could not add/ })).toBeVisible();
    expect(within(dialog).getByText("The flock is full")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: "Bird 04" })).toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Add 1 birds" })).toBeEnabled();
  });

  it("shows the empty state when there is nothing to choose, and closes on Escape", async () => {
    server.use(http.get("http://birds.test/birds", () => HttpResponse.json([])));
    const { user } = await renderWithProviders(<Harness />);
    const dialog = screen.getByRole("dialog", { name: "Add birds" });
    expect(await within(dialog).findByText("No birds at all")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(await screen.findByText("closed")).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });
});
