import KeycloakAdminClient, { type UserRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverUrl, startMswServer, testEnvironment } from "../../../../test/console-harness";
import { renderWithProviders, screen, waitFor, within } from "../../../../test/render";
import { AdminClientProvider } from "@/shared/api/admin-client";
import { EnvironmentProvider } from "@/shared/api/environment-context";
import type { TableSelection } from "@/shared/ui/table/table-types";
import { noUsersFilter } from "../search-state";
import { BulkActionDialog } from "./bulk-action-dialog";
import { catchDownloads } from "@/shared/lib/download-file-test-kit";

const server = startMswServer();
const usersUrl = `${serverUrl}/admin/realms/master/users`;

const people = (count: number): UserRepresentation[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `id-${String(index)}`,
    username: `person${String(index).padStart(3, "0")}`,
  }));

/** Requests held until the test lets them answer, to stop a run while they are in flight. */
function heldRequests() {
  const waiting: (() => void)[] = [];
  return {
    hold: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
      }),
    get count() {
      return waiting.length;
    },
    releaseAll: () => {
      for (const release of waiting.splice(0)) release();
    },
  };
}

/** A sign-out endpoint answering 404 for `missing` users, recording whom it signed out. */
function serveLogout({ held, missing = [] }: { held?: () => Promise<void>; missing?: string[] }) {
  const signedOut: string[] = [];
  server.use(
    http.post(`${usersUrl}/:id/logout`, async ({ params }) => {
      await held?.();
      const id = String(params["id"]);
      if (missing.includes(id))
        return HttpResponse.json({ error: "User not found" }, { status: 404 });
      signedOut.push(id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return signedOut;
}

function renderDialog(selection: TableSelection<UserRepresentation>) {
  const client = new KeycloakAdminClient({ baseUrl: serverUrl });
  client.registerTokenProvider({ getAccessToken: () => Promise.resolve("test-token") });
  const onClose = vi.fn<(changed: boolean) => void>();
  const rendered = renderWithProviders(
    <EnvironmentProvider environment={testEnvironment}>
      <AdminClientProvider client={client}>
        <BulkActionDialog
          kind="logout"
          selection={selection}
          filter={noUsersFilter}
          onClose={onClose}
        />
      </AdminClientProvider>
    </EnvironmentProvider>,
  );
  return { rendered, onClose };
}

/** Whether closing or reloading the tab would make the browser ask first. */
function unloadIsHeldBack(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("BulkActionDialog", { timeout: 60_000 }, () => {
  it("stops after the users in flight and reports what was changed, failed and left", async () => {
    const requests = heldRequests();
    const signedOut = serveLogout({ held: requests.hold, missing: ["id-1"] });
    const { rendered, onClose } = renderDialog({ kind: "rows", rows: people(10) });
    const { user } = await rendered;
    const dialog = await screen.findByRole("dialog", { name: "Sign out users" });
    expect(unloadIsHeldBack()).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Sign out users" }));
    // Four users are signed out at a time.
    await waitFor(() => {
      expect(requests.count).toBe(4);
    });
    expect(within(dialog).getByRole("progressbar")).toHaveAccessibleName(/Progress/);
    await waitFor(() => {
      expect(unloadIsHeldBack()).toBe(true);
    });
    // Only Stop ends a run: the dialog cannot be closed meanwhile.
    expect(within(dialog).queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Stop" }));
    expect(within(dialog).getByRole("button", { name: /Stopping/ })).toBeDisabled();
    requests.releaseAll();

    expect(
      await within(dialog).findByText("Stopped: 3 of 10 users changed, 1 failed, 6 not attempted."),
    ).toBeInTheDocument();
    expect(signedOut.sort()).toEqual(["id-0", "id-2", "id-3"]);
    expect(
      within(within(dialog).getByRole("list", { name: "Failures" })).getByRole("listitem"),
    ).toHaveTextContent("person001: User not found");
    expect(within(dialog).queryByRole("progressbar")).not.toBeInTheDocument();
    // The guard goes with the effects of the render that shows the result, which may come later.
    await waitFor(() => {
      expect(unloadIsHeldBack()).toBe(false);
    });
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("shows the collection of all matching users and stops it before any change", async () => {
    const requests = heldRequests();
    const everyone = people(1200);
    server.use(
      http.get(usersUrl, async ({ request }) => {
        const url = new URL(request.url);
        const first = Number(url.searchParams.get("first"));
        const max = Number(url.searchParams.get("max"));
        if (first > 0) await requests.hold();
        return HttpResponse.json(everyone.slice(first, first + max));
      }),
    );
    const signedOut = serveLogout({});
    const { rendered, onClose } = renderDialog({ kind: "allMatching", search: "", total: 1200 });
    const { user } = await rendered;
    const dialog = await screen.findByRole("dialog", { name: "Sign out users" });
    await user.click(within(dialog).getByRole("button", { name: "Sign out users" }));

    const collecting = await within(dialog).findByRole("progressbar", {
      name: /Collecting the matching users/,
    });
    await waitFor(() => {
      expect(collecting).toHaveAttribute("aria-valuetext", "Users found: 500 (pages read: 1)");
    });
    await waitFor(() => {
      expect(unloadIsHeldBack()).toBe(true);
    });
    await waitFor(() => {
      expect(requests.count).toBe(1);
    });
    await user.click(within(dialog).getByRole("button", { name: "Stop" }));
    requests.releaseAll();

    expect(
      await within(dialog).findByText(
        "Stopped while collecting the users: 1,000 found, none was changed.",
      ),
    ).toBeInTheDocument();
    expect(signedOut).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it("lists the first 100 failures in order and offers all of them as CSV", async () => {
    const everyone = people(105);
    serveLogout({ missing: everyone.map((person) => person.id ?? "") });
    const files = catchDownloads();
    const { rendered } = renderDialog({ kind: "rows", rows: everyone });
    const { user } = await rendered;
    const dialog = await screen.findByRole("dialog", { name: "Sign out users" });
    await user.click(within(dialog).getByRole("button", { name: "Sign out users" }));

    expect(await within(dialog).findByText("105 users failed, 0 succeeded.")).toBeInTheDocument();
    const items = within(within(dialog).getByRole("list", { name: "Failures" })).getAllByRole(
      "listitem",
    );
    expect(items).toHaveLength(100);
    expect(items.map((item) => item.textContent)).toEqual(
      everyone.slice(0, 100).map((person) => `${person.username ?? ""}: User not found`),
    );
    expect(
      within(dialog).getByText("And 5 more failures, listed in the download."),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Download failures (CSV)" }));
    expect(files.map((file) => file.name)).toEqual(["master-logout-failures.csv"]);
    const lines = (await files[0]?.blob.text())?.split("\r\n");
    expect(lines).toHaveLength(107);
    // Blob.text() drops the byte order mark the file starts with.
    expect(lines?.[0]).toBe("username,id,reason");
    expect(lines?.[1]).toBe("person000,id-0,User not found");
    expect(lines?.[105]).toBe("person104,id-104,User not found");
  });
});
