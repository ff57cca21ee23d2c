import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";
import { useUserProfileServer } from "./user-profile-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const addRoute = "/acme/realm-settings/user-profile/attributes/add-attribute";

describe("user profile attribute form", { timeout: 120_000 }, () => {
  it("creates a required attribute with a length validator, after the others", async () => {
    const { saves } = useUserProfileServer(server);
    const { user } = await renderConsole({ route: addRoute });
    await user.type(await screen.findByRole("textbox", { name: "Attribute name" }), "nickname");
    expect(screen.getByText("No annotations yet.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Display name" }), "Nickname");
    await user.click(screen.getByRole("switch", { name: "Required field" }));
    const requiredFor = await screen.findByRole("group", { name: "Required for" });
    await user.click(within(requiredFor).getByRole("checkbox", { name: "Administrators" }));
    await user.click(screen.getByRole("button", { name: "Add validator" }));
    const dialog = await screen.findByRole("dialog", { name: "Add validator" });
    await user.click(within(dialog).getByRole("button", { name: /^Validator/ }));
    await user.click(await screen.findByRole("option", { name: "length" }));
    await user.type(await within(dialog).findByRole("textbox", { name: "Minimum length" }), "3");
    await user.click(within(dialog).getByRole("button", { name: "Add validator" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(screen.getByRole("cell", { name: "min: 3" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Attribute nickname created")).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    const attributes = saves[0]?.attributes ?? [];
    expect(attributes.map((attribute) => attribute.name)).toEqual([
      "username",
      "email",
      "firstName",
      "phone",
      "nickname",
    ]);
    expect(attributes[4]).toMatchObject({
      name: "nickname",
      displayName: "Nickname",
      required: { roles: ["user"] },
      permissions: { view: ["admin", "user"], edit: ["admin"] },
      validations: { length: { min: "3" } },
    });
    // Back on the list, which shows the new attribute.
    expect(await screen.findByRole("link", { name: "nickname" })).toBeInTheDocument();
  });

  it("refuses a name already taken or with spaces at the field", async () => {
    const { saves } = useUserProfileServer(server);
    const { user } = await renderConsole({ route: addRoute });
    const name = await screen.findByRole("textbox", { name: "Attribute name" });
    await user.type(name, "phone");
    expect(await screen.findByText("An attribute with this name already exists.")).toBeVisible();
    await user.clear(name);
    await user.type(name, "my phone");
    expect(
      await screen.findByText("Use only letters, digits, and the characters - _ ."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Create" })).toBeDisabled();
    expect(saves).toHaveLength(0);
  });

  it("edits an attribute in its place and keeps what was typed when the server refuses", async () => {
    useUserProfileServer(server, { refuseProfile: "Invalid configuration" });
    const { user } = await renderConsole({
      route: "/acme/realm-settings/user-profile/attributes/phone/edit-attribute",
    });
    expect(await screen.findByRole("heading", { name: "Edit attribute phone" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Attribute name" })).toBeDisabled();
    expect(screen.getByRole("cell", { name: "max: 20" })).toBeInTheDocument();
    const displayName = screen.getByRole("textbox", { name: "Display name" });
    await user.clear(displayName);
    await user.type(displayName, "Mobile");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/The attribute could not be saved/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Display name" })).toHaveValue("Mobile");
  });

  it("names a missing attribute under the page's one main heading", async () => {
    useUserProfileServer(server);
    await renderConsole({
      route: "/acme/realm-settings/user-profile/attributes/gone/edit-attribute",
    });
    expect(
      await screen.findByRole("heading", { level: 2, name: "There is no attribute gone" }),
    ).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });
});
