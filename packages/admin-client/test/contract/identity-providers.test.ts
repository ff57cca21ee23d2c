import { keycloakUrl } from "@gatehouse/server/keycloak-url";
import { describe, expect, it } from "vitest";
import { expectNetworkError, featureEnabled, useThrowawayRealm } from "./realm-fixture.js";

const kc = useThrowawayRealm("identity-providers");

function realmUrl(path: string): string {
  return `${keycloakUrl()}/realms/${encodeURIComponent(kc.realm)}${path}`;
}

/** An OIDC provider pointing at the throwaway realm itself, so the server can reach its keys. */
async function newOidcProvider(alias: string): Promise<void> {
  await kc.client.identityProviders.create({
    realm: kc.realm,
    alias,
    providerId: "oidc",
    enabled: true,
    config: {
      clientId: "broker",
      clientSecret: "secret",
      authorizationUrl: realmUrl("/protocol/openid-connect/auth"),
      tokenUrl: realmUrl("/protocol/openid-connect/token"),
      useJwksUrl: "true",
      jwksUrl: realmUrl("/protocol/openid-connect/certs"),
    },
  });
}

describe("identity providers", () => {
  it("creates, finds, updates and deletes a provider by alias", async () => {
    const { client, realm } = kc;
    const created = await client.identityProviders.create({
      realm,
      alias: "github",
      providerId: "github",
      config: { clientId: "gh", clientSecret: "s" },
    });
    expect(created).toEqual({ id: "github" });

    const listed = await client.identityProviders.find({ realm, search: "git", max: 10 });
    expect(listed.map((p) => p.alias)).toEqual(["github"]);
    const found = await client.identityProviders.findOne({ realm, alias: "github" });
    expect(found).toMatchObject({ providerId: "github", enabled: true });

    await client.identityProviders.update(
      { realm, alias: "github" },
      { ...found, displayName: "GitHub login" },
    );
    expect((await client.identityProviders.findOne({ realm, alias: "github" }))?.displayName).toBe(
      "GitHub login",
    );

    await client.identityProviders.del({ realm, alias: "github" });
    expect(await client.identityProviders.findOne({ realm, alias: "github" })).toBeUndefined();
  });

  it("describes a provider type", async () => {
    const factory = await kc.client.identityProviders.findFactory({
      realm: kc.realm,
      providerId: "github",
    });
    expect(factory).toMatchObject({ id: "github", name: "GitHub" });
    expect(factory.configProperties?.map((p) => p.name)).toContain("baseUrl");
  });

  it("creates, finds, updates and deletes mappers and lists mapper types", async () => {
    const { client, realm } = kc;
    await newOidcProvider("mapped");
    const types = await client.identityProviders.findMapperTypes({ realm, alias: "mapped" });
    expect(types["oidc-hardcoded-role-idp-mapper"]?.name).toBe("Hardcoded Role");

    const { id } = await client.identityProviders.createMapper({
      realm,
      alias: "mapped",
      identityProviderMapper: {
        name: "offline",
        identityProviderAlias: "mapped",
        identityProviderMapper: "oidc-hardcoded-role-idp-mapper",
        config: { syncMode: "INHERIT", role: "offline_access" },
      },
    });
    expect(
      (await client.identityProviders.findMappers({ realm, alias: "mapped" })).map((m) => m.id),
    ).toEqual([id]);
    const mapper = await client.identityProviders.findOneMapper({ realm, alias: "mapped", id });
    expect(mapper).toMatchObject({ name: "offline", config: { role: "offline_access" } });

    await client.identityProviders.updateMapper(
      { realm, alias: "mapped", id },
      { ...mapper, config: { ...mapper?.config, syncMode: "FORCE" } },
    );
    expect(
      (await client.identityProviders.findOneMapper({ realm, alias: "mapped", id }))?.config
        ?.syncMode,
    ).toBe("FORCE");

    await client.identityProviders.delMapper({ realm, alias: "mapped", id });
    expect(
      await client.identityProviders.findOneMapper({ realm, alias: "mapped", id }),
    ).toBeUndefined();
  });

  it("imports provider metadata from a URL and from a file", async () => {
    const { client, realm } = kc;
    const oidc = await client.identityProviders.importFromUrl({
      realm,
      providerId: "oidc",
      fromUrl: realmUrl("/.well-known/openid-configuration"),
    });
    expect(oidc.tokenUrl).toBe(realmUrl("/protocol/openid-connect/token"));
    expect(oidc.jwksUrl).toBe(realmUrl("/protocol/openid-connect/certs"));

    const descriptor = await (await fetch(realmUrl("/protocol/saml/descriptor"))).text();
    const form = () => {
      const data = new FormData();
      data.append("providerId", "saml");
      data.append("file", new Blob([descriptor], { type: "text/xml" }), "descriptor.xml");
      return data;
    };
    const saml = await client.identityProviders.importFromFile({ realm }, form());
    expect(saml.singleSignOnServiceUrl).toBe(realmUrl("/protocol/saml"));

    // Form data cannot carry the realm, so importFromUrl posts it to the client's own realm.
    const fromMaster = await client.identityProviders.importFromUrl(form());
    expect(fromMaster.singleSignOnServiceUrl).toBe(realmUrl("/protocol/saml"));
  });

  it("reloads the keys of a provider that reads them from a JWKS URL", async () => {
    const { client, realm } = kc;
    await newOidcProvider("with-keys");
    expect(await client.identityProviders.reloadKeys({ realm, alias: "with-keys" })).toBe(true);
  });

  it("reads and changes the fine-grained permissions of a provider where the server offers them", async () => {
    const { client, realm } = kc;
    await newOidcProvider("guarded");
    if (await featureEnabled(client, "ADMIN_FINE_GRAINED_AUTHZ")) {
      const updated = await client.identityProviders.updatePermission(
        { realm, alias: "guarded" },
        { enabled: true },
      );
      expect(updated.enabled).toBe(true);
      expect(
        (await client.identityProviders.listPermissions({ realm, alias: "guarded" })).enabled,
      ).toBe(true);
    } else {
      const error = await expectNetworkError(
        client.identityProviders.listPermissions({ realm, alias: "guarded" }),
        501,
      );
      expect(error.message).toBe("Feature not enabled");
      await expectNetworkError(
        client.identityProviders.updatePermission({ realm, alias: "guarded" }, { enabled: true }),
        501,
      );
    }
  });
});
