import { describe, expect, it } from "vitest";
import type { AppRoute } from "@/shared/access/app-route";
import {
  fullAdminRights,
  renderConsole,
  startMswServer,
} from "../../../../../test/console-harness";
import { configure, screen, within } from "../../../../../test/render";
import { LdapMappersTab } from "../ldap-mappers-tab";
import { storedMappers, useMappersServer } from "./mappers-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const readOnlyRights = fullAdminRights.filter((right) => right !== "manage-realm");

/** The tab on a page of its own: the LDAP provider's page that holds it is built apart. */
const tabRoute = (canManage: boolean): AppRoute => ({
  name: "mappers-tab-under-test",
  path: "/:realm/mappers-tab-under-test",
  access: { all: ["view-realm"] },
  breadcrumb: () => "Mappers",
  Page: Object.assign(
    () => <LdapMappersTab realm="master" providerId="p1" canManage={canManage} />,
    { preload: () => Promise.resolve() },
  ) as unknown as AppRoute["Page"],
});

describe("LDAP mapper pages", { timeout: 90_000 }, () => {
  it("lists a provider's mappers with their type and deletes one after asking", async () => {
    const state = useMappersServer(server, {
      state: { mappers: [storedMappers.username, storedMappers.groups] },
    });
    const { user } = await renderConsole({
      route: "/master/mappers-tab-under-test",
      extraRoutes: [tabRoute(true)],
    });
    const grid = await screen.findByRole("grid", { name: "LDAP mappers" }, { timeout: 15_000 });
    const row = await within(grid).findByRole("row", { name: /username/ });
    expect(row).toHaveTextContent("User attribute");
    expect(within(row).getByRole("link", { name: "username" })).toHaveAttribute(
      "href",
      "/master/user-federation/ldap/p1/mappers/m-username",
    );
    expect(screen.getByRole("button", { name: "Add mapper" })).toBeVisible();

    await user.click(within(grid).getByRole("button", { name: "Actions for groups" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete mapper groups\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Mapper groups deleted")).toBeVisible();
    expect(state.mappers.map((mapper) => mapper.id)).toEqual(["m-username"]);
  });

  it("shows the mappers without add or delete to an administrator who may only view", async () => {
    useMappersServer(server, {
      rights: readOnlyRights,
      state: { mappers: [storedMappers.username] },
    });
    await renderConsole({
      route: "/master/mappers-tab-under-test",
      extraRoutes: [tabRoute(false)],
    });
    const grid = await screen.findByRole("grid", { name: "LDAP mappers" }, { timeout: 15_000 });
    expect(await within(grid).findByRole("link", { name: "username" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add mapper" })).toBeNull();
    expect(within(grid).queryByRole("button", { name: /^Actions for/ })).toBeNull();
  });

  it("creates a mapper of a type the server offers, then opens it", async () => {
    const state = useMappersServer(server);
    const { user, router } = await renderConsole({
      route: "/master/user-federation/ldap/p1/mappers/new",
    });
    const name = await screen.findByRole("textbox", { name: "Name" }, { timeout: 15_000 });
    await user.type(name, "mail");
    await user.type(screen.getByRole("textbox", { name: "User Model Attribute" }), "email");
    await user.type(screen.getByRole("textbox", { name: "LDAP Attribute" }), "mail");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Mapper mail created")).toBeVisible();
    expect(state.mappers).toEqual([
      {
        id: "mapper-1",
        name: "mail",
        providerId: "user-attribute-ldap-mapper",
        providerType: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
        parentId: "p1",
        config: { "user.model.attribute": ["email"], "ldap.attribute": ["mail"] },
      },
    ]);
    expect(router.state.location.pathname).toBe("/master/user-federation/ldap/p1/mappers/mapper-1");
  });

  it("shows the server's refusal of a setting at that setting and keeps what was typed", async () => {
    const state = useMappersServer(server, {
      state: {
        mappers: [storedMappers.groups],
        refuseSaveWith: { errorMessage: "ldapErrorInvalidCustomFilter" },
      },
    });
    const { user } = await renderConsole({
      route: "/master/user-federation/ldap/p1/mappers/m-groups",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "groups" })).toBeVisible();
    const filter = screen.getByRole("textbox", { name: "LDAP Filter" });
    await user.type(filter, "cn=staff");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findAllByText("Enter an LDAP filter in parentheses, such as (cn=staff)."),
    ).not.toHaveLength(0);
    expect(filter).toHaveValue("cn=staff");
    expect(filter).toHaveAttribute("aria-invalid", "true");
    expect(state.mappers[0]?.config?.["groups.ldap.filter"]).toEqual([""]);
  });

  it("synchronises a group mapper's groups both ways and says what the server did", async () => {
    const state = useMappersServer(server, {
      state: {
        mappers: [storedMappers.groups],
        syncResult: { added: 2, updated: 1, removed: 0, failed: 0, status: "2 imported groups" },
      },
    });
    const { user } = await renderConsole({
      route: "/master/user-federation/ldap/p1/mappers/m-groups",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "groups" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Mapper actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sync LDAP groups to Keycloak" }));
    expect(await screen.findByText(/2 added, 1 updated, 0 removed, 0 failed/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Mapper actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sync Keycloak groups to LDAP" }));
    await screen.findAllByText(/2 added, 1 updated/);
    expect(state.syncs).toEqual(["m-groups fedToKeycloak", "m-groups keycloakToFed"]);
  });

  it("shows a mapper read-only, without actions, to an administrator who may only view", async () => {
    useMappersServer(server, {
      rights: readOnlyRights,
      state: { mappers: [storedMappers.groups] },
    });
    await renderConsole({ route: "/master/user-federation/ldap/p1/mappers/m-groups" });
    expect(await screen.findByRole("heading", { level: 1, name: "groups" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "LDAP Groups DN" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Mapper actions" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
