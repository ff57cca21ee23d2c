import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, renderWithDataRouter, screen } from "../../../test/render";
import { AlertProvider } from "@/shared/ui/alerts/alert-provider";
import { TextControl } from "@/shared/ui/form/text-control";
import { NewPermissionEditor, SavedPermissionEditor } from "./permission-editor";

// Busy machines render PatternFly slowly; wait long enough that only behaviour can fail a test.
configure({ asyncUtilTimeout: 20_000 });

interface Values {
  name: string;
}

const taken = new Error("Policy with name [gate] already exists");
const permissionFrom = (values: Values): PolicyRepresentation => ({ name: values.name.trim() });

function renderNew(save: (permission: PolicyRepresentation) => Promise<string>) {
  return renderWithDataRouter(
    [
      {
        path: "/acme/permissions/new",
        element: (
          <AlertProvider>
            <NewPermissionEditor<Values>
              defaultValues={{ name: "" }}
              permissionFrom={permissionFrom}
              save={{ mutateAsync: save, isPending: false }}
              backTo="/acme/permissions"
              toCreated={(id) => `/acme/permissions/${id}`}
              saveLabel="Create"
              createdKey="authorization.permissions.create.done"
              createErrorKey="authorization.permissions.create.error"
            >
              <TextControl<Values, "name"> name="name" label="Name" />
            </NewPermissionEditor>
          </AlertProvider>
        ),
      },
      { path: "/acme/permissions/:id", element: <p>opened</p> },
    ],
    { initialEntries: ["/acme/permissions/new"] },
  );
}

afterEach(() => {
  cleanup();
});

describe("NewPermissionEditor", () => {
  it("shows a name already taken on its field and keeps the form open", async () => {
    const { user, router } = await renderNew(vi.fn(() => Promise.reject(taken)));
    await user.type(screen.getByRole("textbox", { name: "Name" }), "gate");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText("Another policy or permission of this client already has this name."),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/acme/permissions/new");
  });

  it("sends the permission the values describe and opens its page", async () => {
    const save = vi.fn(() => Promise.resolve("p1"));
    const { user, router } = await renderNew(save);
    await user.type(screen.getByRole("textbox", { name: "Name" }), " gate ");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("opened")).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ name: "gate" });
    expect(router.state.location.pathname).toBe("/acme/permissions/p1");
  });
});

describe("SavedPermissionEditor", () => {
  it("shows a name already taken on its field", async () => {
    const { user } = await renderWithDataRouter([
      {
        path: "/",
        element: (
          <AlertProvider>
            <SavedPermissionEditor<Values>
              defaultValues={{ name: "gate" }}
              permissionFrom={permissionFrom}
              save={{ mutateAsync: () => Promise.reject(taken), isPending: false }}
              canManage
              savedMessage="Saved"
              saveErrorKey="authorization.permissions.details.saveError"
            >
              <TextControl<Values, "name"> name="name" label="Name" />
            </SavedPermissionEditor>
          </AlertProvider>
        ),
      },
    ]);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "s");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Another policy or permission of this client already has this name."),
    ).toBeInTheDocument();
  });
});
