import type { ComponentRepresentation, ServerInfoRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createFakeServer,
  createMswServer,
  emulateDesktopLayout,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  testServerInfo,
  whoAmIFor,
} from "../../../test/console-harness";
import { cleanup, configure, screen, waitFor, within } from "../../../test/render";

const server = createMswServer();
let restoreLayout: () => void = () => undefined;
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  restoreLayout = emulateDesktopLayout();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
  restoreLayout();
});
configure({ asyncUtilTimeout: 20_000 });

const uiPageType = "org.keycloak.services.ui.extend.UiPageProvider";

function serverInfo(declarativeUi = true): ServerInfoRepresentation {
  return {
    ...testServerInfo,
    features: [{ name: "DECLARATIVE_UI", enabled: declarativeUi }],
    componentTypes: {
      [uiPageType]: [
        {
          id: "reminders",
          helpText: "Reminders sent to administrators.",
          properties: [
            { name: "subject", label: "Subject", type: "String", required: true },
            { name: "enabled", label: "Enabled", type: "boolean", defaultValue: "true" },
            {
              name: "frequency",
              label: "Frequency",
              type: "List",
              options: ["daily", "weekly"],
              defaultValue: "weekly",
            },
            { name: "daysBefore", label: "Days before", type: "Integer", defaultValue: "1" },
          ],
        },
      ],
    },
  };
}

interface ComponentsServer {
  items: ComponentRepresentation[];
  listCalls: URL[];
  created: ComponentRepresentation[];
  updated: ComponentRepresentation[];
  deleted: string[];
}

/** Components endpoints like Keycloak's, over a list of stored items. */
function useComponentsServer({
  rights = fullAdminRights,
  declarativeUi = true,
  createError,
}: { rights?: string[]; declarativeUi?: boolean; createError?: string } = {}) {
  const state: ComponentsServer = {
    items: [
      {
        id: "c1",
        name: "Weekly digest",
        providerId: "reminders",
        providerType: uiPageType,
        parentId: "master-id",
        config: { subject: ["Digest"], enabled: ["false"], frequency: ["weekly"] },
      },
      {
        id: "c2",
        name: "Daily check",
        providerId: "reminders",
        providerType: uiPageType,
        parentId: "master-id",
        config: { subject: ["Check"], enabled: ["true"], frequency: ["daily"] },
      },
      {
        id: "other",
        name: "Not a reminder",
        providerId: "something-else",
        providerType: uiPageType,
        parentId: "master-id",
        config: {},
      },
    ],
    listCalls: [],
    created: [],
    updated: [],
    deleted: [],
  };
  const fake = createFakeServer({
    whoAmI: whoAmIFor({ master: rights }),
    serverInfo: serverInfo(declarativeUi),
    realms: [{ id: "master-id", realm: "master", displayName: "Keycloak" }],
  });
  server.use(
    http.get(`${serverUrl}/admin/realms/:realm/components`, ({ request }) => {
      const url = new URL(request.url);
      state.listCalls.push(url);
      return HttpResponse.json(state.items);
    }),
    http.get(`${serverUrl}/admin/realms/:realm/components/:id`, ({ params }) => {
      const found = state.items.find((item) => item.id === params["id"]);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: "Could not find component" }, { status: 404 });
    }),
    http.post(`${serverUrl}/admin/realms/:realm/components`, async ({ request }) => {
      const body = (await request.json()) as ComponentRepresentation;
      state.created.push(body);
      if (createError) return HttpResponse.json({ errorMessage: createError }, { status: 400 });
      const id = `new-${String(state.created.length)}`;
      state.items.push({ ...body, id });
      return new HttpResponse(null, {
        status: 201,
        headers: { location: `${serverUrl}/admin/realms/master/components/${id}` },
      });
    }),
    http.put(`${serverUrl}/admin/realms/:realm/components/:id`, async ({ request, params }) => {
      const body = (await request.json()) as ComponentRepresentation;
      state.updated.push(body);
      state.items = state.items.map((item) => (item.id === params["id"] ? body : item));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${serverUrl}/admin/realms/:realm/components/:id`, ({ params }) => {
      state.deleted.push(String(params["id"]));
      state.items = state.items.filter((item) => item.id !== params["id"]);
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(fake),
  );
  return state;
}

// The first page a test opens pays for compiling its modules, which takes long while the whole
// suite runs on two cores: the waits leave most of the test's time to it.
const pageLoad = { timeout: 60_000 };
const table = () => screen.findByRole("grid", { name: "Items of reminders" }, pageLoad);

describe("page-section pages", { timeout: 90_000 }, () => {
  it("lists the page's items with their first settings, from one request below the realm", async () => {
    const state = useComponentsServer();
    await renderConsole({ route: "/master/page-section/reminders" });
    const grid = await table();
    expect(await within(grid).findByRole("link", { name: "Weekly digest" })).toBeInTheDocument();
    expect(within(grid).getByRole("link", { name: "Daily check" })).toBeInTheDocument();
    expect(within(grid).queryByText("Not a reminder")).not.toBeInTheDocument();
    const digest = within(grid)
      .getAllByRole("row")
      .find((row) => within(row).queryByRole("link", { name: "Weekly digest" }) !== null);
    expect(digest?.textContent).toContain("Digest");
    expect(digest?.textContent).toContain("No");
    expect(within(grid).getByRole("columnheader", { name: /Frequency/ })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "reminders" })).toBeInTheDocument();
    expect(state.listCalls.map((url) => url.searchParams.get("parent"))).toContain("master-id");
    expect(state.listCalls[0]?.searchParams.get("type")).toBe(uiPageType);
    const nav = screen.getByRole("navigation", { name: "Realm navigation" });
    expect(within(nav).getByRole("link", { name: "reminders" })).toHaveAttribute(
      "href",
      "/master/page-section/reminders",
    );
  });

  it("opens the page from its navigation entry", async () => {
    useComponentsServer();
    const { user, router } = await renderConsole({ route: "/master" });
    const nav = await screen.findByRole("navigation", { name: "Realm navigation" });
    await user.click(await within(nav).findByRole("link", { name: "reminders" }));
    expect(await table()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/master/page-section/reminders");
  });

  it("searches by name and deletes an item after confirmation", async () => {
    const state = useComponentsServer();
    const { user } = await renderConsole({ route: "/master/page-section/reminders" });
    const grid = await table();
    await within(grid).findByRole("link", { name: "Weekly digest" });
    await user.type(screen.getByRole("textbox", { name: /Search/ }), "daily{Enter}");
    await waitFor(() => {
      expect(within(grid).queryByRole("link", { name: "Weekly digest" })).not.toBeInTheDocument();
    });
    await user.click(within(grid).getByRole("button", { name: "Actions for Daily check" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete Daily check\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The item Daily check was deleted.")).toBeInTheDocument();
    expect(state.deleted).toEqual(["c2"]);
  });

  it("adds an item, keeping every typed value when the server refuses a setting", async () => {
    const state = useComponentsServer({ createError: "Days before must be between 0 and 365." });
    const { user } = await renderConsole({ route: "/master/page-section/reminders/add" });
    const create = await screen.findByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Audit");
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "x");
    await user.clear(screen.getByRole("textbox", { name: "Subject" }));
    expect(await screen.findByText("This field is required.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "Review");
    await waitFor(() => {
      expect(create).toBeEnabled();
    });
    await user.click(create);
    // The provider's own words open with the setting's label: they land on that field.
    expect(await screen.findByText("Days before must be between 0 and 365.")).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Days before" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.queryByText(/The item could not be created/)).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Audit");
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue("Review");
    expect(state.created[0]).toEqual({
      name: "Audit",
      providerId: "reminders",
      providerType: uiPageType,
      parentId: "master-id",
      config: {
        subject: ["Review"],
        enabled: ["true"],
        frequency: ["weekly"],
        daysBefore: ["1"],
      },
    });
  });

  it("saves a changed setting on the details page", async () => {
    const state = useComponentsServer();
    const { user } = await renderConsole({ route: "/master/page-section/reminders/c1" });
    const subject = await screen.findByRole("textbox", { name: "Subject" });
    expect(subject).toHaveValue("Digest");
    expect(screen.getByRole("heading", { level: 1, name: "Weekly digest" })).toBeInTheDocument();
    await user.clear(subject);
    await user.type(subject, "New digest");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The item Weekly digest was saved.")).toBeInTheDocument();
    expect(state.updated[0]).toMatchObject({
      id: "c1",
      name: "Weekly digest",
      parentId: "master-id",
      config: { subject: ["New digest"], enabled: ["false"], frequency: ["weekly"] },
    });
  });

  it("shows settings read-only and offers no add or delete without manage-realm", async () => {
    useComponentsServer({ rights: ["view-realm"] });
    const { user } = await renderConsole({ route: "/master/page-section/reminders" });
    const grid = await table();
    await within(grid).findByRole("link", { name: "Weekly digest" });
    expect(screen.queryByRole("button", { name: "Add item" })).not.toBeInTheDocument();
    await user.click(within(grid).getByRole("button", { name: "Actions for Weekly digest" }));
    expect(await screen.findByRole("menuitem", { name: "Open details" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Open details" }));
    expect(await screen.findByRole("textbox", { name: "Subject" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("names manage-realm on the add page to an administrator who may only view the realm", async () => {
    useComponentsServer({ rights: ["view-realm"] });
    await renderConsole({ route: "/master/page-section/reminders/add" });
    expect(
      await screen.findByRole("heading", { name: "Access denied" }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/manage-realm$/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create" })).not.toBeInTheDocument();
  });

  it("offers no page while declarative UI is off", async () => {
    useComponentsServer({ declarativeUi: false });
    await renderConsole({ route: "/master/page-section/reminders" });
    expect(
      await screen.findByRole("heading", { name: "Page not available" }, pageLoad),
    ).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Realm navigation" });
    expect(within(nav).queryByRole("link", { name: "reminders" })).not.toBeInTheDocument();
  });

  it("forbids the page without view-realm", async () => {
    useComponentsServer({ rights: ["view-users", "query-users"] });
    await renderConsole({ route: "/master/page-section/reminders" });
    expect(
      await screen.findByRole("heading", { name: "Access denied" }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/view-realm/)).toBeInTheDocument();
  });
});
