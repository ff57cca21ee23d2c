import type { PartialImportRealmRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderConsole, serverUrl, startMswServer } from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";
import { useRealmSettingsServer } from "../realm-settings-test-server";
import { catchDownloads } from "@/shared/lib/download-file-test-kit";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const base = `${serverUrl}/admin/realms/acme`;
const route = "/acme/realm-settings/general";

const exported = {
  realm: "source",
  users: [{ username: "ada" }, { username: "bob" }],
  clients: [{ clientId: "portal" }],
  roles: { realm: [{ name: "auditor" }] },
};

/** The partial import endpoint: records what it was sent and answers with `answer`. */
function servePartialImport(answer: { status: number; body: object }) {
  const sent: PartialImportRealmRepresentation[] = [];
  server.use(
    http.post(`${base}/partialImport`, async ({ request }) => {
      sent.push((await request.json()) as PartialImportRealmRepresentation);
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return sent;
}

async function openAction(name: string) {
  const { user, router } = await renderConsole({ route });
  await user.click(
    await screen.findByRole("button", { name: "Realm actions" }, { timeout: 30_000 }),
  );
  await user.click(await screen.findByRole("menuitem", { name }));
  return { user, router };
}

async function chooseFile(
  dialog: HTMLElement,
  text: string,
  user: { upload: (input: HTMLElement, file: File) => Promise<void> },
) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error("The dialog has no file input.");
  await user.upload(input, new File([text], "realm.json", { type: "application/json" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("realm actions", { timeout: 90_000 }, () => {
  it("imports the chosen kinds of resource and shows what the server did", async () => {
    useRealmSettingsServer(server);
    const sent = servePartialImport({
      status: 200,
      body: {
        added: 1,
        skipped: 1,
        overwritten: 0,
        results: [
          { action: "ADDED", resourceType: "USER", resourceName: "bob", id: "b" },
          { action: "SKIPPED", resourceType: "USER", resourceName: "ada", id: "a" },
        ],
      },
    });
    const { user } = await openAction("Partial import");
    const dialog = await screen.findByRole("dialog", { name: "Partial import" });
    await chooseFile(dialog, JSON.stringify(exported), user);

    const users = await within(dialog).findByRole("checkbox", { name: "Users (2)" });
    expect(users).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Clients (1)" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Realm roles (1)" })).toBeChecked();
    expect(within(dialog).queryByRole("checkbox", { name: /Groups/ })).toBeNull();
    await user.click(within(dialog).getByRole("checkbox", { name: "Clients (1)" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Realm roles (1)" }));
    await user.click(within(dialog).getByRole("radio", { name: /^Skip/ }));
    await user.click(within(dialog).getByRole("button", { name: "Import" }));

    const results = await screen.findByRole("dialog", { name: "Import results" });
    const table = within(results).getByRole("grid", { name: "Imported resources" });
    expect(within(table).getByRole("row", { name: /Added User bob/ })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /Skipped User ada/ })).toBeInTheDocument();
    expect(sent).toEqual([{ ifResourceExists: "SKIP", realm: "source", users: exported.users }]);
  });

  it("refuses a file that is not a realm export next to the file field, sending nothing", async () => {
    useRealmSettingsServer(server);
    const sent = servePartialImport({
      status: 200,
      body: { added: 0, skipped: 0, overwritten: 0 },
    });
    const { user } = await openAction("Partial import");
    const dialog = await screen.findByRole("dialog", { name: "Partial import" });
    await chooseFile(dialog, '{"clientId": "portal"}', user);
    expect(
      await within(dialog).findByText(
        "This file is not a realm export. Choose a file exported from a realm.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();
    await chooseFile(dialog, "not json", user);
    expect(
      await within(dialog).findByText("This file is not JSON. Choose a realm exported as JSON."),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows a refused import in the dialog and keeps the choices", async () => {
    useRealmSettingsServer(server);
    const sent = servePartialImport({
      status: 409,
      body: { errorMessage: "User with username ada already exists" },
    });
    const { user } = await openAction("Partial import");
    const dialog = await screen.findByRole("dialog", { name: "Partial import" });
    await chooseFile(dialog, JSON.stringify(exported), user);
    await user.click(await within(dialog).findByRole("checkbox", { name: "Clients (1)" }));
    await user.click(within(dialog).getByRole("button", { name: "Import" }));

    expect(await within(dialog).findByText("The import failed")).toBeInTheDocument();
    expect(within(dialog).getByText("User with username ada already exists")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: "Clients (1)" })).not.toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Users (2)" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: /^Fail/ })).toBeChecked();
    expect(sent[0]?.ifResourceExists).toBe("FAIL");
    expect(sent[0]?.clients).toBeUndefined();
  });

  it("exports with the chosen parts and downloads a file named after the realm", async () => {
    useRealmSettingsServer(server);
    const asked: string[] = [];
    server.use(
      http.post(`${base}/partial-export`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ realm: "acme", clients: [{ clientId: "portal" }] });
      }),
    );
    const files = catchDownloads();
    const { user } = await openAction("Partial export");
    const dialog = await screen.findByRole("dialog", { name: "Partial export" });
    expect(within(dialog).getByText(/The server masks secrets/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("switch", { name: "Include clients" }));
    await user.click(within(dialog).getByRole("button", { name: "Export" }));

    expect(await screen.findByText("The realm acme was exported")).toBeInTheDocument();
    expect(asked).toEqual(["?exportClients=true&exportGroupsAndRoles=false"]);
    expect(files.map((file) => file.name)).toEqual(["realm-export-acme.json"]);
    expect(JSON.parse((await files[0]?.blob.text()) ?? "")).toEqual({
      realm: "acme",
      clients: [{ clientId: "portal" }],
    });
  });

  it("offers the export's clients and groups only to those the server exports them to", async () => {
    useRealmSettingsServer(server, { rights: ["view-realm", "manage-realm"] });
    await openAction("Partial export");
    const dialog = await screen.findByRole("dialog", { name: "Partial export" });
    expect(within(dialog).getByRole("switch", { name: "Include clients" })).toBeDisabled();
    expect(within(dialog).getByRole("switch", { name: "Include groups and roles" })).toBeDisabled();
    expect(
      within(dialog).getByText("Including clients needs the view-clients right."),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "Including groups and roles needs the query-groups or view-users right.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Export" })).toBeEnabled();
  });

  it("deletes the realm once its exact name is typed, then opens the sign-in realm", async () => {
    useRealmSettingsServer(server);
    const deleted: string[] = [];
    server.use(
      http.delete(base, () => {
        deleted.push("acme");
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = await openAction("Delete realm");
    const dialog = await screen.findByRole("dialog", { name: /Delete the realm acme/ });
    const remove = within(dialog).getByRole("button", { name: "Delete" });
    const typed = within(dialog).getByRole("textbox", { name: 'Type "acme" to confirm' });
    await user.type(typed, "ACME");
    expect(remove).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, "acme");
    expect(remove).toBeEnabled();
    await user.click(remove);

    expect(await screen.findByText("The realm acme was deleted")).toBeInTheDocument();
    expect(deleted).toEqual(["acme"]);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/master");
    });
  });

  it("offers no realm actions to an administrator who may only view the realm", async () => {
    useRealmSettingsServer(server, { rights: ["view-realm"] });
    await renderConsole({ route });
    expect(
      await screen.findByRole("textbox", { name: /^Display name/ }, { timeout: 30_000 }),
    ).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Realm actions" })).toBeNull();
  });

  it("does not offer to delete the administration realm", async () => {
    useRealmSettingsServer(server);
    server.use(
      http.get(`${serverUrl}/admin/realms/master`, () =>
        HttpResponse.json({ realm: "master", enabled: true }),
      ),
    );
    const { user } = await renderConsole({ route: "/master/realm-settings/general" });
    await user.click(
      await screen.findByRole("button", { name: "Realm actions" }, { timeout: 30_000 }),
    );
    expect(await screen.findByRole("menuitem", { name: "Partial export" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete realm" })).toBeNull();
  });
});
