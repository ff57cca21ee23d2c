import { describe, expect, it } from "vitest";
import { userStorageType } from "@/shared/user-federation/user-storage-type";
import { renderConsole, startMswServer } from "../../../test/console-harness";
import { screen, waitFor, within } from "../../../test/render";
import { useComponentsServer } from "./user-federation-test-server";

const server = startMswServer();

const provider = (id: string, providerId: string, config: Record<string, string[]> = {}) => ({
  id,
  name: `${id} name`,
  providerId,
  providerType: userStorageType,
  parentId: "master-id",
  config,
});

describe("UserFederationPage", { timeout: 90_000 }, () => {
  it("starts a realm without providers on a card per kind the server offers", async () => {
    useComponentsServer(server);
    await renderConsole({ route: "/master/user-federation" });
    expect(await screen.findByRole("link", { name: "Add LDAP provider" })).toHaveAttribute(
      "href",
      "/master/user-federation/ldap/new",
    );
    expect(screen.getByRole("link", { name: "Add Kerberos provider" })).toHaveAttribute(
      "href",
      "/master/user-federation/kerberos/new",
    );
    expect(screen.getByRole("link", { name: "Add acme-storage provider" })).toHaveAttribute(
      "href",
      "/master/user-federation/acme-storage/new",
    );
  });

  it("tells an administrator who may only view that none is set up, without cards", async () => {
    useComponentsServer(server, { rights: ["view-realm"] });
    await renderConsole({ route: "/master/user-federation" });
    expect(await screen.findByRole("heading", { name: "No user federation" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Add LDAP provider" })).not.toBeInTheDocument();
  });

  it("lists providers by priority with kind and state, and deletes one after warning", async () => {
    const state = useComponentsServer(server, {
      components: [
        provider("dir", "ldap", { priority: ["5"] }),
        provider("krb", "kerberos", { priority: ["1"], enabled: ["false"] }),
      ],
    });
    const { user } = await renderConsole({ route: "/master/user-federation" });
    const grid = await screen.findByRole("grid", { name: "User federation providers" });
    await waitFor(() => {
      expect(within(grid).getAllByRole("row")).toHaveLength(3);
    });
    const [, first, second] = within(grid).getAllByRole("row");
    expect(first).toHaveTextContent(/krb name\s*Kerberos\s*Disabled\s*1/);
    expect(second).toHaveTextContent(/dir name\s*LDAP\s*Enabled\s*5/);

    await user.click(within(grid).getByRole("button", { name: "Actions for krb name" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete provider krb name\?/ });
    expect(dialog).toHaveTextContent("every user it imported into the realm");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => {
      expect(state.components.map((component) => component.id)).toEqual(["dir"]);
    });
  });

  it("shows one kind on its own list", async () => {
    useComponentsServer(server, {
      components: [provider("dir", "ldap"), provider("krb", "kerberos")],
    });
    await renderConsole({ route: "/master/user-federation/kerberos" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Kerberos providers" }),
    ).toBeVisible();
    expect(await screen.findByRole("link", { name: "krb name" })).toHaveAttribute(
      "href",
      "/master/user-federation/kerberos/krb",
    );
    expect(screen.queryByRole("link", { name: "dir name" })).not.toBeInTheDocument();
  });
});
