import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
  startMswServer,
} from "../../../test/console-harness";
import { configure, screen } from "../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

describe("NewRealmRolePage", { timeout: 90_000 }, () => {
  it("says a name is required next to the field and sends nothing", async () => {
    const sent: unknown[] = [];
    // The test's own handlers first: the fake server answers any other POST under a realm.
    server.use(
      http.post(`${serverUrl}/admin/realms/:realm/roles`, async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
      ...fakeServerHandlers(createFakeServer()),
    );
    const { user } = await renderConsole({ route: "/master/roles/new" });
    const name = await screen.findByRole("textbox", { name: "Role name" });
    await user.type(name, "x");
    await user.clear(name);
    expect(await screen.findByText("This field is required.")).toBeInTheDocument();
    await user.type(name, "   ");
    expect(await screen.findByText("The name cannot be only spaces.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create" })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it("puts a taken name on the name field and keeps what was typed", async () => {
    // The test's own handlers first: the fake server answers any other POST under a realm.
    server.use(
      http.post(`${serverUrl}/admin/realms/:realm/roles`, () =>
        HttpResponse.json(
          { errorMessage: "Role with name auditor already exists" },
          { status: 409 },
        ),
      ),
      ...fakeServerHandlers(createFakeServer()),
    );
    const { user } = await renderConsole({ route: "/master/roles/new" });
    await user.type(await screen.findByRole("textbox", { name: "Role name" }), "auditor");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Reads the books");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(
      await screen.findByText(
        "A role named auditor already exists in this realm. Choose another name.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Role name" })).toHaveValue("auditor");
    expect(screen.getByRole("textbox", { name: "Role name" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveValue("Reads the books");
  });

  it("creates the role with its trimmed name and opens it", async () => {
    const sent: unknown[] = [];
    // The test's own handlers first: the fake server answers any other POST under a realm.
    server.use(
      http.post(`${serverUrl}/admin/realms/:realm/roles`, async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, {
          status: 201,
          headers: { location: `${serverUrl}/admin/realms/master/roles/auditor` },
        });
      }),
      http.get(`${serverUrl}/admin/realms/:realm/roles/auditor`, () =>
        HttpResponse.json({ id: "new-id", name: "auditor" }),
      ),
      http.get(`${serverUrl}/admin/realms/:realm/roles-by-id/new-id`, () =>
        HttpResponse.json({ id: "new-id", name: "auditor", composite: false }),
      ),
      ...fakeServerHandlers(createFakeServer()),
    );
    const { user, router } = await renderConsole({ route: "/master/roles/new" });
    await user.type(await screen.findByRole("textbox", { name: "Role name" }), " auditor ");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByRole("heading", { level: 1, name: "auditor" })).toBeInTheDocument();
    expect(sent).toEqual([{ name: "auditor" }]);
    expect(router.state.location.pathname).toBe("/master/roles/new-id/settings");
  });
});
