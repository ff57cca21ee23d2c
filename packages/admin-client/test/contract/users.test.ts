import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeycloakAdminClient } from "../../src/client.js";
import { UnmanagedAttributePolicy } from "../../src/defs/user-profile.js";
import { smtpSettings, startSmtpSink, type SmtpSink } from "./smtp-sink.js";
import {
  anyString,
  connect,
  connectAs,
  containing,
  partnerIdentityProvider,
  testPassword,
} from "./support.js";

const otpCredential = {
  type: "otp",
  userLabel: "phone",
  secretData: JSON.stringify({ value: "JBSWY3DPEHPK3PXPJBSW" }),
  credentialData: JSON.stringify({
    subType: "totp",
    digits: 6,
    counter: 0,
    period: 30,
    algorithm: "HmacSHA1",
  }),
};

describe("users", () => {
  let realm: ThrowawayRealm;
  let sink: SmtpSink;
  let client: KeycloakAdminClient;
  let at: { realm: string };
  let holderId: string;
  let otpHolderId: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    realm = await createThrowawayRealm("users", {
      smtpServer: smtpSettings(sink),
      clients: [{ clientId: "app", publicClient: true, redirectUris: ["http://app.test/*"] }],
      identityProviders: [{ ...partnerIdentityProvider, alias: "upstream" }],
      users: [
        {
          username: "holder",
          email: "holder@example.test",
          firstName: "Hold",
          lastName: "Er",
          enabled: true,
          // Imported users get no default roles; offline tokens need this one.
          realmRoles: ["offline_access"],
          credentials: [{ type: "password", value: testPassword, temporary: false }],
        },
        {
          username: "otp-holder",
          enabled: true,
          credentials: [{ type: "password", value: testPassword, temporary: false }, otpCredential],
        },
      ],
    });
    at = { realm: realm.name };
    client = await connect();
    const [holder] = await client.users.find({ ...at, username: "holder", exact: true });
    holderId = holder?.id ?? "";
    const [otpHolder] = await client.users.find({ ...at, username: "otp-holder", exact: true });
    otpHolderId = otpHolder?.id ?? "";
  });

  afterAll(async () => {
    await realm.dispose();
    await sink.close();
  });

  it("reads and changes the user profile configuration and its metadata", async () => {
    const profile = await client.users.getProfile(at);
    expect(profile.attributes?.map((attribute) => attribute.name)).toEqual(
      expect.arrayContaining(["username", "email", "firstName", "lastName"]),
    );
    const updated = await client.users.updateProfile({
      ...at,
      ...profile,
      unmanagedAttributePolicy: UnmanagedAttributePolicy.AdminEdit,
    });
    expect(updated.unmanagedAttributePolicy).toBe("ADMIN_EDIT");
    const metadata = await client.users.getProfileMetadata(at);
    expect(metadata.attributes?.find((attribute) => attribute.name === "username")).toMatchObject({
      required: true,
    });
  });

  it("creates, finds, counts, updates and deletes a user", async () => {
    const { id } = await client.users.create({
      ...at,
      username: "crud-user",
      email: "crud@example.test",
      firstName: "Crud",
      enabled: true,
      attributes: { team: ["blue"] },
    });
    expect(id).toEqual(expect.any(String));

    const found = await client.users.findOne({ ...at, id, userProfileMetadata: true });
    expect(found).toMatchObject({
      id,
      username: "crud-user",
      email: "crud@example.test",
      enabled: true,
    });
    expect(found?.userProfileMetadata?.attributes?.map((attribute) => attribute.name)).toContain(
      "email",
    );
    await expect(client.users.getUnmanagedAttributes({ ...at, id })).resolves.toEqual({
      team: ["blue"],
    });

    expect((await client.users.find({ ...at, search: "crud" })).map((user) => user.id)).toEqual([
      id,
    ]);
    expect((await client.users.find({ ...at, q: "team:blue" })).map((user) => user.id)).toEqual([
      id,
    ]);
    expect(await client.users.find({ ...at, username: "crud", exact: true })).toEqual([]);
    const page = await client.users.find({ ...at, first: 0, max: 1, briefRepresentation: true });
    expect(page).toHaveLength(1);
    await expect(client.users.count({ ...at, search: "crud" })).resolves.toBe(1);
    await expect(client.users.count({ ...at, email: "crud@example.test" })).resolves.toBe(1);

    await client.users.update(
      { ...at, id },
      { ...found, firstName: "Changed", userProfileMetadata: undefined },
    );
    await expect(client.users.findOne({ ...at, id })).resolves.toMatchObject({
      firstName: "Changed",
    });

    await client.users.del({ ...at, id });
    await expect(client.users.findOne({ ...at, id })).resolves.toBeUndefined();
  });

  it("reports a conflicting username with the server's message", async () => {
    await expect(client.users.create({ ...at, username: "holder" })).rejects.toMatchObject({
      status: 409,
      message: "User exists with same username",
    });
  });

  it("adds the user to groups, counts and removes them", async () => {
    const { id: groupId } = await client.groups.create({ ...at, name: "members" });
    await client.users.addToGroup({ ...at, id: holderId, groupId });
    const groups = await client.users.listGroups({
      ...at,
      id: holderId,
      search: "mem",
      first: 0,
      max: 5,
    });
    expect(groups.map((group) => group.id)).toEqual([groupId]);
    await expect(client.users.countGroups({ ...at, id: holderId })).resolves.toEqual({ count: 1 });
    await client.users.delFromGroup({ ...at, id: holderId, groupId });
    await expect(client.users.listGroups({ ...at, id: holderId })).resolves.toEqual([]);
    await client.groups.del({ ...at, id: groupId });
  });

  it("links and unlinks a federated identity", async () => {
    const link = { identityProvider: "upstream", userId: "ext-42", userName: "ext.user" };
    await client.users.addToFederatedIdentity({
      ...at,
      id: holderId,
      federatedIdentityId: "upstream",
      federatedIdentity: link,
    });
    await expect(client.users.listFederatedIdentities({ ...at, id: holderId })).resolves.toEqual([
      link,
    ]);
    await client.users.delFromFederatedIdentity({
      ...at,
      id: holderId,
      federatedIdentityId: "upstream",
    });
    await expect(client.users.listFederatedIdentities({ ...at, id: holderId })).resolves.toEqual(
      [],
    );
  });

  it("labels, orders, resets and deletes credentials", async () => {
    const who = { ...at, id: otpHolderId };
    const types = async () =>
      (await client.users.getCredentials(who)).map((credential) => credential.type);
    const credentials = await client.users.getCredentials(who);
    const password = credentials.find((credential) => credential.type === "password");
    const otp = credentials.find((credential) => credential.type === "otp");
    expect(otp?.userLabel).toBe("phone");

    await client.users.updateCredentialLabel(
      { ...who, credentialId: otp?.id ?? "" },
      "My phone / ✓",
    );
    const relabelled = await client.users.getCredentials(who);
    expect(relabelled.find((credential) => credential.type === "otp")?.userLabel).toBe(
      "My phone / ✓",
    );

    await client.users.moveCredentialPositionUp({ ...who, credentialId: otp?.id ?? "" });
    expect(await types()).toEqual(["otp", "password"]);
    await client.users.moveCredentialPositionDown({
      ...who,
      credentialId: otp?.id ?? "",
      newPreviousCredentialId: password?.id ?? "",
    });
    expect(await types()).toEqual(["password", "otp"]);

    await expect(client.users.getUserStorageCredentialTypes(who)).resolves.toEqual([]);
    // Keycloak 26.7.3 answers remove-totp with a bare 404 even when the user has an OTP credential
    // (the route exists: an unknown user gets "User not found"), so the OTP goes by id instead.
    await expect(client.users.removeTotp(who)).rejects.toMatchObject({
      status: 404,
      message: "HTTP 404 Not Found",
    });
    await expect(client.users.removeTotp({ ...at, id: "no-such-user" })).rejects.toMatchObject({
      status: 404,
      message: "User not found",
    });
    await client.users.deleteCredential({ ...who, credentialId: otp?.id ?? "" });
    expect(await types()).toEqual(["password"]);

    await client.users.resetPassword({
      ...who,
      credential: { type: "password", value: `${testPassword}-2`, temporary: false },
    });
    await client.users.resetPassword({
      ...who,
      credential: { type: "password", value: testPassword, temporary: false },
    });
    const [current] = await client.users.getCredentials(who);
    const { id: temporaryUser } = await client.users.create({
      ...at,
      username: "temp-cred",
      enabled: true,
    });
    await client.users.resetPassword({
      ...at,
      id: temporaryUser,
      credential: { type: "password", value: testPassword, temporary: true },
    });
    const [temporaryPassword] = await client.users.getCredentials({ ...at, id: temporaryUser });
    await client.users.deleteCredential({
      ...at,
      id: temporaryUser,
      credentialId: temporaryPassword?.id ?? "",
    });
    await expect(client.users.getCredentials({ ...at, id: temporaryUser })).resolves.toEqual([]);
    await client.users.del({ ...at, id: temporaryUser });
    expect(current?.type).toBe("password");
  });

  it("e-mails required actions and e-mail verification", async () => {
    await client.users.executeActionsEmail({
      ...at,
      id: holderId,
      actions: ["UPDATE_PASSWORD", "VERIFY_EMAIL"],
      lifespan: 600,
      clientId: "app",
      redirectUri: "http://app.test/done",
    });
    const actions = await sink.waitFor(
      (mail) =>
        mail.to.includes("<holder@example.test>") &&
        mail.data.includes("Subject: Update Your Account"),
    );
    expect(actions.data).toContain("Update Password");
    expect(actions.data).toContain(`/realms/${realm.name}/login-actions/action-token?key=`);

    await client.users.sendVerifyEmail({
      ...at,
      id: holderId,
      clientId: "app",
      redirectUri: "http://app.test/done",
    });
    const verify = await sink.waitFor(
      (mail) =>
        mail.to.includes("<holder@example.test>") && mail.data.includes("Subject: Verify email"),
    );
    expect(verify.data).toContain(`/realms/${realm.name}/login-actions/action-token?key=`);
  });

  it("lists sessions, offline sessions and consents, revokes and logs out", async () => {
    const who = { ...at, id: holderId };
    await connectAs(realm.name, "holder");
    const sessions = await client.users.listSessions(who);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      username: "holder",
      userId: holderId,
      ipAddress: anyString,
    });
    expect(Object.values(sessions[0]?.clients ?? {})).toContain("admin-cli");

    const offline = new KeycloakAdminClient({ baseUrl: client.baseUrl, realmName: realm.name });
    await offline.auth({
      grantType: "password",
      clientId: "admin-cli",
      username: "holder",
      password: testPassword,
      offlineToken: true,
    });
    expect(offline.refreshToken).toEqual(expect.any(String));
    const [adminCli] = await client.clients.find({ ...at, clientId: "admin-cli" });
    const offlineSessions = await client.users.listOfflineSessions({
      ...who,
      clientId: adminCli?.id ?? "",
    });
    expect(offlineSessions).toHaveLength(1);

    const consents = await client.users.listConsents(who);
    const adminCliConsent = consents.find((consent) => consent.clientId === "admin-cli");
    expect(adminCliConsent?.additionalGrants?.map((grant) => grant.key)).toContain("Offline Token");
    await client.users.revokeConsent({ ...who, clientId: "admin-cli" });
    await expect(
      client.users.listOfflineSessions({ ...who, clientId: adminCli?.id ?? "" }),
    ).resolves.toEqual([]);

    await client.users.logout(who);
    await expect(client.users.listSessions(who)).resolves.toEqual([]);
  });

  it("starts an impersonation", async () => {
    const result = await client.users.impersonation(
      { ...at, id: holderId },
      { user: holderId, realm: realm.name },
    );
    expect(result).toMatchObject({
      sameRealm: false,
      redirect: containing(`/realms/${realm.name}/`),
    });
  });
});
