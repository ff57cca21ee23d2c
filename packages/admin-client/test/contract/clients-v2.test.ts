import { bootstrapAdmin, keycloakUrl } from "@gatehouse/server/keycloak-url";
import { beforeAll, describe, expect, it } from "vitest";
import { KeycloakAdminClient } from "../../src/client.js";
import type { OIDCClientRepresentation } from "../../src/resources/clients-v2.js";
import { expectNetworkError, featureEnabled, useThrowawayRealm } from "./realm-fixture.js";

// The v2 clients API exists only while the server's experimental CLIENT_ADMIN_API_V2 feature is on.
// The project's development server runs without it, so there the contract is its 404; a server
// started with `--features=client-admin-api:v2` gets the full round trip.
const fixture = useThrowawayRealm("clients-v2");
let experimental: KeycloakAdminClient;
let featureOn: boolean;

beforeAll(async () => {
  experimental = new KeycloakAdminClient({
    baseUrl: keycloakUrl(),
    realmName: "master",
    enableExperimentalApis: true,
  });
  await experimental.auth({
    grantType: "password",
    clientId: "admin-cli",
    username: bootstrapAdmin.username,
    password: bootstrapAdmin.password,
  });
  featureOn = await featureEnabled(experimental, "CLIENT_ADMIN_API_V2");
});

describe("clients v2", () => {
  it("creates, lists, reads, replaces, patches and deletes a client — or answers 404 without the feature", async () => {
    const clients = experimental.clients.v2({ realm: fixture.realm });
    if (!featureOn) {
      await expectNetworkError(clients.get(), 404);
      await expectNetworkError(clients.post({ clientId: "app", protocol: "openid-connect" }), 404);
      await expectNetworkError(clients.byId("account").get(), 404);
      // The classic API still sees the realm's clients.
      const [account] = await fixture.client.clients.find({
        realm: fixture.realm,
        clientId: "account",
      });
      expect(account?.clientId).toBe("account");
      return;
    }

    const created = await clients.post({
      clientId: "billing",
      protocol: "openid-connect",
      displayName: "Billing",
      description: "first",
      enabled: true,
      redirectUris: ["https://billing.example.test/*"],
      loginFlows: ["STANDARD"],
    } satisfies OIDCClientRepresentation);
    expect(created).toMatchObject({ clientId: "billing", displayName: "Billing" });
    expect(created.uuid).toEqual(expect.any(String));
    // The classic API sees the same client.
    const [classic] = await fixture.client.clients.find({
      realm: fixture.realm,
      clientId: "billing",
    });
    expect(classic?.id).toBe(created.uuid);

    const listed = await clients.get({
      queryParameters: { q: 'clientId eq "billing"', fields: ["clientId", "displayName"] },
    });
    expect(listed).toEqual([{ clientId: "billing", displayName: "Billing" }]);
    const sorted = await clients.get({ queryParameters: { sort: "clientId|desc", limit: 2 } });
    expect(sorted).toHaveLength(2);
    expect((sorted[0]?.clientId ?? "") >= (sorted[1]?.clientId ?? "")).toBe(true);

    await clients.byId("billing").put({
      clientId: "billing",
      protocol: "openid-connect",
      description: "replaced",
      redirectUris: ["https://billing.example.test/*"],
      loginFlows: ["STANDARD"],
    } satisfies OIDCClientRepresentation);
    await expect(clients.byId("billing").get()).resolves.toMatchObject({ description: "replaced" });

    const patched = await clients
      .byId("billing")
      .patch({ displayName: "Invoices", description: null });
    expect(patched).toMatchObject({ clientId: "billing", displayName: "Invoices" });
    expect(patched.description).toBeUndefined();

    await clients.byId("billing").delete();
    await expectNetworkError(clients.byId("billing").get(), 404);
  });
});
