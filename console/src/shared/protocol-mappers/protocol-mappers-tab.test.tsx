import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../test/console-harness";
import { screen, waitFor, within } from "../../../test/render";
import { mapperTestRoutes, useMapperServer } from "./mapper-test-kit";

const server = startMswServer();

const claimMapper = {
  id: "m-1",
  name: "department",
  protocol: "openid-connect",
  protocolMapper: "oidc-hardcoded-claim-mapper",
  config: { "claim.name": "department", "claim.value": "sales" },
};
const rolesMapper = {
  id: "m-2",
  name: "realm roles",
  protocol: "openid-connect",
  protocolMapper: "oidc-usermodel-realm-role-mapper",
  config: { "claim.name": "roles" },
};

const openList = () =>
  renderConsole({ route: "/master/mapper-test", extraRoutes: mapperTestRoutes });
const table = () => screen.findByRole("grid", { name: "Protocol mappers" }, { timeout: 20_000 });

describe("ProtocolMappersTab", { timeout: 90_000 }, () => {
  it("lists each mapper with its type's category, name and priority, linked to its page", async () => {
    useMapperServer(server, { mappers: [claimMapper, rolesMapper] });
    const { user } = await openList();
    const rows = within(await table());
    const department = await rows.findByRole("row", { name: /department/ });
    expect(department).toHaveTextContent("Token mapper");
    expect(department).toHaveTextContent("Hardcoded claim");
    expect(rows.getByRole("row", { name: /realm roles/ })).toHaveTextContent("40");
    expect(rows.getByRole("link", { name: "department" })).toHaveAttribute(
      "href",
      "/master/mapper-test/m-1/edit",
    );

    await user.type(screen.getByRole("textbox", { name: "Search Protocol mappers" }), "realm");
    await waitFor(() => {
      expect(rows.queryByRole("link", { name: "department" })).not.toBeInTheDocument();
    });
    expect(rows.getByRole("link", { name: "realm roles" })).toBeInTheDocument();
  });

  it("adds several predefined mappers in one request, except names already there", async () => {
    const state = useMapperServer(server, { mappers: [rolesMapper] });
    const { user } = await openList();
    await table();
    await user.click(await screen.findByRole("button", { name: "Add mapper" }));
    await user.click(screen.getByRole("menuitem", { name: /From predefined mappers/ }));

    const dialog = within(await screen.findByRole("dialog", { name: "Add predefined mappers" }));
    expect(await dialog.findByRole("checkbox", { name: /realm roles/ })).toBeDisabled();
    await user.click(dialog.getByRole("checkbox", { name: "email" }));
    await user.click(dialog.getByRole("checkbox", { name: "groups" }));
    await user.click(dialog.getByRole("button", { name: "Add 2 mappers" }));

    expect(await screen.findByText("2 mappers added")).toBeInTheDocument();
    expect(state.posted).toEqual([
      [
        expect.objectContaining({ name: "email", protocolMapper: "oidc-hardcoded-claim-mapper" }),
        expect.objectContaining({ name: "groups", config: { "claim.name": "groups" } }),
      ],
    ]);
    expect(await within(await table()).findByRole("link", { name: "groups" })).toBeInTheDocument();
  });

  it("opens the add page of the mapper type chosen for a configured mapper", async () => {
    useMapperServer(server);
    const { user, router } = await openList();
    // Without mappers, the list's empty state offers the adding.
    await screen.findByRole("heading", { name: "No mappers yet" });
    await user.click(await screen.findByRole("button", { name: "Add mapper" }));
    await user.click(screen.getByRole("menuitem", { name: /By configuration/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Configure a new mapper" }));
    await user.click(await dialog.findByRole("radio", { name: /Hardcoded claim/ }));
    await user.click(dialog.getByRole("button", { name: "Continue" }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(
        "/master/mapper-test/oidc-hardcoded-claim-mapper/add",
      );
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Add mapper: Hardcoded claim" }),
    ).toBeInTheDocument();
  });

  it("deletes a mapper after confirmation", async () => {
    const state = useMapperServer(server, { mappers: [claimMapper, rolesMapper] });
    const { user } = await openList();
    const row = await within(await table()).findByRole("row", { name: /department/ });
    await user.click(within(row).getByRole("button", { name: /actions/i }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = within(await screen.findByRole("dialog", { name: /Delete mapper\?/ }));
    expect(state.deleted).toEqual([]);
    await user.click(dialog.getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Mapper department deleted")).toBeInTheDocument();
    expect(state.deleted).toEqual(["m-1"]);
    await waitFor(() => {
      expect(screen.queryByRole("link", { name: "department" })).not.toBeInTheDocument();
    });
  });

  it("offers no adding or deleting to those who may only view", async () => {
    useMapperServer(server, { rights: ["view-clients"], mappers: [claimMapper] });
    await openList();
    const rows = within(await table());
    expect(await rows.findByRole("link", { name: "department" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add mapper" })).not.toBeInTheDocument();
    expect(rows.queryByRole("button", { name: /actions/i })).not.toBeInTheDocument();
  });
});
