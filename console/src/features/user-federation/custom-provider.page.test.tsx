import { describe, expect, it } from "vitest";
import { userStorageType } from "@/shared/user-federation/user-storage-type";
import { renderConsole, startMswServer } from "../../../test/console-harness";
import { screen, waitFor } from "../../../test/render";
import { acmeStorage, useComponentsServer } from "./user-federation-test-server";

const server = startMswServer();

const stored = {
  id: "acme-1",
  name: "HR users",
  providerId: acmeStorage.id,
  providerType: userStorageType,
  parentId: "master-id",
  config: {
    enabled: ["true"],
    priority: ["3"],
    endpoint: ["https://hr.example.test"],
    syncGroups: ["false"],
    region: ["us"],
    cachePolicy: ["NO_CACHE"],
    legacyFlag: ["kept"],
  },
};

describe("CustomProviderPage", { timeout: 90_000 }, () => {
  it("adds a provider of a custom kind from the settings the server describes", async () => {
    const state = useComponentsServer(server);
    const { user } = await renderConsole({ route: "/master/user-federation/acme-storage/new" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Add acme-storage provider" }),
    ).toBeVisible();
    expect(screen.getByText("Users from the Acme HR system")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "UI display name" })).toHaveValue("acme-storage");
    expect(screen.getByRole("switch", { name: "Synchronise groups" })).toBeChecked();
    await user.type(screen.getByRole("textbox", { name: /^Endpoint/ }), "https://hr.example.test");
    await user.click(screen.getByRole("button", { name: "Add" }));

    expect(await screen.findByRole("heading", { level: 1, name: "acme-storage" })).toBeVisible();
    expect(state.saved[0]).toMatchObject({
      name: "acme-storage",
      providerId: "acme-storage",
      providerType: userStorageType,
      config: {
        endpoint: ["https://hr.example.test"],
        syncGroups: ["true"],
        region: ["eu"],
        enabled: ["true"],
        priority: ["0"],
        cachePolicy: ["DEFAULT"],
      },
    });
    expect(state.saved[0]?.parentId).toBeUndefined();
  });

  it("saves a stored provider's changes and keeps the settings the page does not show", async () => {
    const state = useComponentsServer(server, { components: [stored] });
    const { user } = await renderConsole({ route: "/master/user-federation/acme-storage/acme-1" });
    const endpoint = await screen.findByRole("textbox", { name: /^Endpoint/ });
    expect(endpoint).toHaveValue("https://hr.example.test");
    expect(screen.getByRole("textbox", { name: "Priority" })).toHaveValue("3");
    await user.clear(endpoint);
    await user.type(endpoint, "https://hr2.example.test");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => {
      expect(state.saved).toHaveLength(1);
    });
    expect(state.saved[0]).toMatchObject({
      id: "acme-1",
      parentId: "master-id",
      config: {
        endpoint: ["https://hr2.example.test"],
        syncGroups: ["false"],
        region: ["us"],
        priority: ["3"],
        cachePolicy: ["NO_CACHE"],
        legacyFlag: ["kept"],
      },
    });
  });

  it("shows a stored provider read-only to an administrator who may only view", async () => {
    useComponentsServer(server, { components: [stored], rights: ["view-realm"] });
    await renderConsole({ route: "/master/user-federation/acme-storage/acme-1" });
    expect(await screen.findByRole("textbox", { name: /^Endpoint/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Provider actions" })).not.toBeInTheDocument();
  });

  it("says so when the server has no provider of the address's kind", async () => {
    useComponentsServer(server);
    await renderConsole({ route: "/master/user-federation/nothing-here/new" });
    expect(
      await screen.findByRole("heading", {
        name: "This server has no user storage provider called nothing-here",
      }),
    ).toBeVisible();
  });
});
