import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
  whoAmIFor,
} from "../../../test/console-harness";
import { configure, screen, waitFor } from "../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 15_000 });

const metadata = {
  attributes: [
    { name: "username", displayName: "Username", required: true },
    { name: "email", displayName: "Email" },
    { name: "department", displayName: "Department" },
  ],
  groups: [],
};

function useCreateServer() {
  const created: unknown[] = [];
  let attempts = 0;
  // Before the shell's handlers: its "/admin/realms/:realm/:cache" would answer the user POST.
  server.use(
    http.get(`${serverUrl}/admin/realms/:realm/users/profile/metadata`, () =>
      HttpResponse.json(metadata),
    ),
    http.get(`${serverUrl}/admin/realms/:realm/authentication/required-actions`, () =>
      HttpResponse.json([{ alias: "UPDATE_PASSWORD", name: "Update Password", enabled: true }]),
    ),
    http.get(`${serverUrl}/admin/realms/:realm/groups`, () => HttpResponse.json([])),
    http.post(`${serverUrl}/admin/realms/:realm/users`, async ({ request }) => {
      attempts += 1;
      const body = await request.json();
      if (attempts === 1) {
        return HttpResponse.json(
          {
            errors: [
              { field: "email", errorMessage: "error-invalid-email", params: [] },
              {
                field: "department",
                errorMessage: "error-invalid-length",
                params: ["department", 2, 5],
              },
            ],
          },
          { status: 400 },
        );
      }
      created.push(body);
      return new HttpResponse(null, {
        status: 201,
        headers: { location: `${serverUrl}/admin/realms/master/users/new-id` },
      });
    }),
    http.get(`${serverUrl}/admin/realms/:realm/users/new-id`, () =>
      HttpResponse.json({ id: "new-id", username: "ada", userProfileMetadata: metadata }),
    ),
    // The user page opened after saving reads the profile's policy for undeclared attributes.
    http.get(`${serverUrl}/admin/realms/:realm/users/profile`, () => HttpResponse.json({})),
    ...fakeServerHandlers(createFakeServer()),
  );
  return created;
}

describe("AddUserPage", { timeout: 90_000 }, () => {
  it("puts the server's errors on their fields, keeps what was typed and saves once fixed", async () => {
    const created = useCreateServer();
    const { user } = await renderConsole({ route: "/master/users/add-user" });
    const username = await screen.findByRole("textbox", { name: "Username" }, { timeout: 20_000 });
    await user.type(username, "ada");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "nope");
    await user.type(screen.getByRole("textbox", { name: "Department" }), "x");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: "Department" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByRole("textbox", { name: "Username" })).toHaveValue("ada");
    expect(screen.getByRole("textbox", { name: "Department" })).toHaveValue("x");

    await user.clear(screen.getByRole("textbox", { name: "Email" }));
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.org");
    await user.type(screen.getByRole("textbox", { name: "Department" }), "yz");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => {
      expect(created).toHaveLength(1);
    });
    expect(created[0]).toMatchObject({
      username: "ada",
      email: "ada@example.org",
      enabled: true,
      emailVerified: false,
      attributes: { department: ["xyz"] },
    });
  });

  it("names manage-users to an administrator who may only view users, and reads nothing", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${serverUrl}/admin/realms/:realm/users/profile/metadata`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(metadata);
      }),
      ...fakeServerHandlers(
        createFakeServer({
          whoAmI: whoAmIFor({ master: ["query-users", "query-groups", "view-users"] }),
        }),
      ),
    );
    await renderConsole({ route: "/master/users/add-user" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Access denied" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/manage-users$/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Username" })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
