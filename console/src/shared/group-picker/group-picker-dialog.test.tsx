import KeycloakAdminClient, { type GroupRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { serverUrl, testEnvironment } from "../../../test/console-harness";
import { cleanup, renderWithProviders, screen, waitFor, within } from "../../../test/render";
import { AdminClientProvider } from "@/shared/api/admin-client";
import { EnvironmentProvider } from "@/shared/api/environment-context";
import type { GroupChoice } from "./group-choice";
import { GroupPickerDialog, type GroupPickerDialogProps } from "./group-picker-dialog";

const groupsUrl = `${serverUrl}/admin/realms/master/groups`;

/** Twelve top-level groups (one page and a bit); "org" holds "audit" and "it", "it" holds "ops". */
const topLevel: GroupRepresentation[] = [
  { id: "org", name: "org", path: "/org", subGroupCount: 2 },
  ...Array.from({ length: 11 }, (_, index) => ({
    id: `t${String(index)}`,
    name: `team-${String(index).padStart(2, "0")}`,
    path: `/team-${String(index).padStart(2, "0")}`,
    subGroupCount: 0,
  })),
];
const children: Record<string, GroupRepresentation[]> = {
  org: [
    { id: "audit", name: "audit", path: "/org/audit", subGroupCount: 0 },
    { id: "it", name: "it", path: "/org/it", subGroupCount: 1 },
  ],
  it: [{ id: "ops", name: "ops", path: "/org/it/ops", subGroupCount: 0 }],
};

const searches: string[] = [];
const server = setupServer(
  http.get(groupsUrl, ({ request }) => {
    const url = new URL(request.url);
    const first = Number(url.searchParams.get("first"));
    const max = Number(url.searchParams.get("max"));
    const search = url.searchParams.get("search");
    if (search !== null) {
      searches.push(search);
      // As the server does: top-level groups holding a match, with the path to it nested.
      return HttpResponse.json(
        search === "op"
          ? [{ ...topLevel[0], subGroups: [{ ...children.org?.[1], subGroups: children.it }] }]
          : search === "it"
            ? [{ ...topLevel[0], subGroups: [children.org?.[1]] }]
            : [],
      );
    }
    return HttpResponse.json(topLevel.slice(first, first + max));
  }),
  http.get(`${groupsUrl}/:id/children`, ({ params, request }) => {
    const url = new URL(request.url);
    const first = Number(url.searchParams.get("first"));
    const max = Number(url.searchParams.get("max"));
    return HttpResponse.json((children[String(params.id)] ?? []).slice(first, first + max));
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  cleanup();
  searches.length = 0;
});
afterAll(() => {
  server.close();
});

function renderPicker(props: Partial<GroupPickerDialogProps> = {}) {
  const client = new KeycloakAdminClient({ baseUrl: serverUrl });
  client.registerTokenProvider({ getAccessToken: () => Promise.resolve("test-token") });
  const onConfirm = vi.fn<(groups: GroupChoice[]) => Promise<void>>(() => Promise.resolve());
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <EnvironmentProvider environment={testEnvironment}>
      <AdminClientProvider client={client}>
        <GroupPickerDialog
          title="Join groups"
          confirmLabel="Join"
          mode="multiple"
          onConfirm={onConfirm}
          onClose={onClose}
          {...props}
        />
      </AdminClientProvider>
    </EnvironmentProvider>,
  );
  return { onConfirm, onClose, rendered };
}

describe("GroupPickerDialog", { timeout: 90_000 }, () => {
  it("browses level by level, a page at a time, with a trail back up", async () => {
    const { onConfirm, rendered } = renderPicker();
    const { user } = await rendered;
    const dialog = await screen.findByRole("dialog", { name: "Join groups" });
    expect(await within(dialog).findByRole("checkbox", { name: "/org" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("checkbox", { name: "/team-10" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next page of groups" }));
    expect(await within(dialog).findByRole("checkbox", { name: "/team-10" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: "/team-10" }));
    await user.click(within(dialog).getByRole("button", { name: "Previous page of groups" }));

    await user.click(
      await within(dialog).findByRole("button", { name: "Show the sub-groups of org" }),
    );
    await user.click(await within(dialog).findByRole("checkbox", { name: "/org/audit" }));
    const trail = within(dialog).getByRole("navigation", {
      name: "Where you are in the group tree",
    });
    expect(trail).toHaveTextContent("All groups");
    expect(trail).toHaveTextContent("org");
    await user.click(within(trail).getByRole("button", { name: "All groups" }));
    expect(await within(dialog).findByRole("checkbox", { name: "/org" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Join" }));
    expect(onConfirm).toHaveBeenCalledWith([
      { id: "t10", path: "/team-10" },
      { id: "audit", path: "/org/audit" },
    ]);
  });

  it("stays open with the failure and the choice when the change fails", async () => {
    const { onConfirm, onClose, rendered } = renderPicker({ errorTitle: "Could not join" });
    onConfirm.mockRejectedValueOnce(new Error("User is read-only"));
    const { user } = await rendered;
    const dialog = await screen.findByRole("dialog", { name: "Join groups" });
    await user.click(await within(dialog).findByRole("checkbox", { name: "/team-00" }));
    await user.click(within(dialog).getByRole("button", { name: "Join" }));

    expect(await within(dialog).findByText("Could not join")).toBeInTheDocument();
    expect(within(dialog).getByText("User is read-only")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: "/team-00" })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Join" }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
  });

  it("searches once typing pauses, shows hits with their path and marks unavailable groups", async () => {
    const { onConfirm, rendered } = renderPicker({
      unavailable: { ids: new Set(["ops"]), reason: "Already a member" },
    });
    const { user } = await rendered;
    const dialog = await screen.findByRole("dialog", { name: "Join groups" });
    await within(dialog).findByRole("checkbox", { name: "/org" });
    await user.type(within(dialog).getByRole("textbox", { name: "Search groups" }), "op");
    // The old rows stay until the hits arrive, and the list says it is about to change.
    expect(
      within(dialog).getByRole("checkbox", { name: "/org" }).closest("[aria-busy]"),
    ).toHaveAttribute("aria-busy", "true");
    const hit = await within(dialog).findByRole("checkbox", { name: "/org/it/ops" });
    await waitFor(() => {
      expect(hit.closest("[aria-busy]")).toHaveAttribute("aria-busy", "false");
    });
    expect(hit).toBeDisabled();
    expect(within(dialog).getByText("Already a member")).toBeInTheDocument();
    // One request for the word, not one per letter.
    expect(searches).toEqual(["op"]);
    expect(within(dialog).getByRole("button", { name: "Join" })).toBeDisabled();

    // Opening a hit browses its level, with the trail of the groups above it.
    const search = within(dialog).getByRole("textbox", { name: "Search groups" });
    await user.clear(search);
    await user.type(search, "it");
    expect(await within(dialog).findByRole("checkbox", { name: "/org/it" })).toBeEnabled();
    await user.click(within(dialog).getByRole("button", { name: "Show the sub-groups of it" }));
    expect(await within(dialog).findByRole("checkbox", { name: "/org/it/ops" })).toBeDisabled();
    expect(
      within(dialog).getByRole("navigation", { name: "Where you are in the group tree" }),
    ).toHaveTextContent("org");
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("offers the top level in single mode and leaves out an excluded subtree", async () => {
    const { onConfirm, rendered } = renderPicker({
      mode: "single",
      confirmLabel: "Move",
      allowTopLevel: true,
      excludeSubtree: { id: "org", path: "/org" },
    });
    const { user } = await rendered;
    const dialog = await screen.findByRole("dialog", { name: "Join groups" });
    expect(await within(dialog).findByRole("radio", { name: "/team-00" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("radio", { name: "/org" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "/team-00" }));
    await user.click(within(dialog).getByRole("radio", { name: "Top level, in no group" }));
    expect(within(dialog).getByRole("radio", { name: "/team-00" })).not.toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() => {
      expect(onConfirm).toHaveBeenCalledWith([]);
    });
  });
});
