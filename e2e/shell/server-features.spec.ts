import { adminToken } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { expect, goToRoute, openConsole, test } from "../support/fixtures";

interface ServerInfo {
  systemInfo?: { version?: string };
  features?: { name: string; enabled: boolean }[];
  providers?: Record<string, unknown>;
}

async function serverInfo(): Promise<ServerInfo> {
  const response = await fetch(`${keycloakUrl()}/admin/serverinfo`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ServerInfo;
}

// This spec runs against the pinned Keycloak release and against the oldest one supported: each
// server decides, by what it reports, which of the two outcomes the console must show.
test.describe("what the server has", () => {
  test("the workflows section shows only on a server with the event-driven workflows", async ({
    page,
    realm,
  }) => {
    const info = await serverInfo();
    const hasWorkflows =
      (info.features ?? []).some((f) => f.name === "WORKFLOWS" && f.enabled) &&
      info.providers?.["workflow-event"] !== undefined;
    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/workflows")) requests.push(request.url());
    });

    await openConsole(page, `${realm}/users`);
    const navigation = page.getByRole("navigation", { name: "Realm navigation" });
    await expect(navigation.getByRole("link", { name: "Users" })).toBeVisible();
    if (hasWorkflows) {
      await navigation.getByRole("link", { name: "Workflows" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Workflows" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Create workflow" }).first()).toBeVisible();
      return;
    }
    await expect(navigation.getByRole("link", { name: "Workflows" })).toHaveCount(0);
    // Opened by its address, the page says what the server lacks and asks it nothing.
    await goToRoute(page, `${realm}/workflows`);
    await expect(page.getByRole("heading", { level: 1, name: "Not on this server" })).toBeVisible();
    await expect(page.getByText(/This server does not offer the workflows/)).toBeVisible();
    expect(requests).toEqual([]);
  });

  test("the Extensions group shows only on a server with Phase Two's organizations extension", async ({
    page,
    realm,
  }) => {
    const info = await serverInfo();
    const restExtensions = info.providers?.["realm-restapi-extension"] as
      { providers?: Record<string, unknown> } | undefined;
    const hasExtension = restExtensions?.providers?.["orgs"] !== undefined;
    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.includes("/orgs")) requests.push(request.url());
    });

    await openConsole(page, `${realm}/users`);
    const navigation = page.getByRole("navigation", { name: "Realm navigation" });
    await expect(navigation.getByRole("link", { name: "Users" })).toBeVisible();
    if (hasExtension) {
      await navigation.getByRole("link", { name: "Organization list" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Organizations" })).toBeVisible();
      await expect(navigation.getByRole("link", { name: "Styles" })).toBeVisible();
      return;
    }
    await expect(navigation.getByRole("link", { name: "Organization list" })).toHaveCount(0);
    await expect(navigation.getByRole("link", { name: "Styles" })).toHaveCount(0);
    // Opened by its address, the page says what the server lacks and asks it nothing.
    await goToRoute(page, `${realm}/ext-organizations`);
    await expect(page.getByRole("heading", { level: 1, name: "Not on this server" })).toBeVisible();
    await expect(page.getByText(/does not run Phase Two's organizations extension/)).toBeVisible();
    expect(requests).toEqual([]);
  });
});
