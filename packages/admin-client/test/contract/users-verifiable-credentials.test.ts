import { describe, expect, it } from "vitest";
import { expectNetworkError, useThrowawayRealm } from "./realm-fixture.js";

// Verifiable credentials need the server feature OID4VC_VCI (on for the test server) and the realm
// setting; a credential is described by a client scope of protocol oid4vc.
const fixture = useThrowawayRealm("user-vc", {
  verifiableCredentialsEnabled: true,
  clientScopes: [
    { name: "university-degree", protocol: "oid4vc", attributes: { "vc.format": "dc+sd-jwt" } },
    { name: "plain-openid", protocol: "openid-connect" },
  ],
  users: [
    {
      username: "graduate",
      enabled: true,
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.test",
    },
  ],
});

async function graduate(): Promise<{ realm: string; id: string }> {
  const [user] = await fixture.client.users.find({
    realm: fixture.realm,
    username: "graduate",
    exact: true,
  });
  return { realm: fixture.realm, id: user?.id ?? "" };
}

describe("users: verifiable credentials", () => {
  it("grants, lists, refreshes and revokes a credential", async () => {
    const { users } = fixture.client;
    const at = await graduate();
    await expect(users.listVerifiableCredentials(at)).resolves.toEqual([]);

    const granted = await users.createVerifiableCredential(at, {
      credentialScopeName: "university-degree",
    });
    expect(granted).toMatchObject({
      credentialScopeName: "university-degree",
      createdDate: expect.any(Number) as unknown,
    });
    const listed = await users.listVerifiableCredentials(at);
    expect(listed.map((credential) => credential.credentialScopeName)).toEqual([
      "university-degree",
    ]);
    expect(listed[0]?.userAttributes?.firstName).toEqual(["Grace"]);

    // A second grant of the same credential is refused.
    const duplicate = await expectNetworkError(
      users.createVerifiableCredential(at, { credentialScopeName: "university-degree" }),
      409,
    );
    expect(duplicate.message).toBe("Verifiable credential already exists");

    // An update takes a fresh snapshot of the attributes and raises the revision.
    await users.update(at, {
      firstName: "Grace B.",
      lastName: "Hopper",
      email: "grace@example.test",
    });
    const updated = await users.updateVerifiableCredential({
      ...at,
      credentialScopeName: "university-degree",
    });
    expect(updated.userAttributes?.firstName).toEqual(["Grace B."]);
    expect(updated.revision).not.toBe(listed[0]?.revision);

    await users.revokeVerifiableCredential({ ...at, credentialScopeName: "university-degree" });
    await expect(users.listVerifiableCredentials(at)).resolves.toEqual([]);
    const gone = await expectNetworkError(
      users.revokeVerifiableCredential({ ...at, credentialScopeName: "university-degree" }),
      404,
    );
    expect(gone.message).toBe("Verifiable credential not found");
  });

  it("refuses a client scope that does not describe a credential", async () => {
    const at = await graduate();
    const refused = await expectNetworkError(
      fixture.client.users.createVerifiableCredential(at, { credentialScopeName: "plain-openid" }),
      400,
    );
    expect(refused.message).toBe("Client scope has incorrect protocol");
  });

  it("lists no issued credentials, and a missing one cannot be revoked", async () => {
    const at = await graduate();
    await expect(fixture.client.users.listIssuedVerifiableCredentials(at)).resolves.toEqual([]);
    const missing = await expectNetworkError(
      fixture.client.users.revokeIssuedVerifiableCredential({ ...at, credentialId: "no-such-id" }),
      404,
    );
    expect(missing.message).toBe("Issued verifiable credential not found");
  });
});
