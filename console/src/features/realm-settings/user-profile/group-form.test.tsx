import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen } from "../../../../test/render";
import { useUserProfileServer } from "./user-profile-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

describe("user profile attribute group form", { timeout: 90_000 }, () => {
  it("creates a group after the others, keeping the attributes", async () => {
    const { saves } = useUserProfileServer(server);
    const { user } = await renderConsole({
      route: "/acme/realm-settings/user-profile/attributesGroup/new",
    });
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "address");
    await user.type(screen.getByRole("textbox", { name: "Display header" }), "Address");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Attributes group address saved")).toBeInTheDocument();
    expect(saves[0]?.groups?.map((group) => group.name)).toEqual(["contact", "address"]);
    expect(saves[0]?.groups?.[1]).toMatchObject({ name: "address", displayHeader: "Address" });
    expect(saves[0]?.attributes).toHaveLength(4);
    expect(await screen.findByRole("link", { name: "address" })).toBeInTheDocument();
  });

  it("shows a view-realm administrator a group read-only, without Save", async () => {
    useUserProfileServer(server, { rights: ["view-realm"] });
    await renderConsole({
      route: "/acme/realm-settings/user-profile/attributesGroup/edit/contact",
    });
    expect(await screen.findByRole("textbox", { name: "Display header" })).toHaveValue("Contact");
    expect(screen.getByRole("textbox", { name: "Display header" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
