import { describe, expect, it } from "vitest";
import { expectNetworkError, useThrowawayRealm } from "./realm-fixture.js";

const kc = useThrowawayRealm("authentication");

describe("required actions", () => {
  it("reads, updates, reorders and configures required actions", async () => {
    const { client, realm } = kc;
    const auth = client.authenticationManagement;
    const aliases = async () => (await auth.getRequiredActions({ realm })).map((a) => a.alias);

    const before = await aliases();
    expect(before).toEqual(expect.arrayContaining(["CONFIGURE_TOTP", "UPDATE_PASSWORD"]));
    const totp = await auth.getRequiredActionForAlias({ realm, alias: "CONFIGURE_TOTP" });
    expect(totp).toMatchObject({ alias: "CONFIGURE_TOTP", enabled: true });
    expect(
      await auth.getRequiredActionForAlias({ realm, alias: "NO_SUCH_ACTION" }),
    ).toBeUndefined();

    await auth.updateRequiredAction(
      { realm, alias: "CONFIGURE_TOTP" },
      { ...totp, defaultAction: true },
    );
    expect(
      (await auth.getRequiredActionForAlias({ realm, alias: "CONFIGURE_TOTP" }))?.defaultAction,
    ).toBe(true);

    const index = before.indexOf("CONFIGURE_TOTP");
    await auth.raiseRequiredActionPriority({ realm, alias: "CONFIGURE_TOTP" });
    expect((await aliases()).indexOf("CONFIGURE_TOTP")).toBe(index - 1);
    await auth.lowerRequiredActionPriority({ realm, alias: "CONFIGURE_TOTP" });
    expect((await aliases()).indexOf("CONFIGURE_TOTP")).toBe(index);

    const description = await auth.getRequiredActionConfigDescription({
      realm,
      alias: "UPDATE_PASSWORD",
    });
    expect(description.properties?.map((p) => p.name)).toContain("max_auth_age");
    await auth.updateRequiredActionConfig(
      { realm, alias: "UPDATE_PASSWORD" },
      { config: { max_auth_age: "120" } },
    );
    expect(await auth.getRequiredActionConfig({ realm, alias: "UPDATE_PASSWORD" })).toEqual({
      config: { max_auth_age: "120" },
    });
    await auth.removeRequiredActionConfig({ realm, alias: "UPDATE_PASSWORD" });
    expect(await auth.getRequiredActionConfig({ realm, alias: "UPDATE_PASSWORD" })).toEqual({
      config: {},
    });
  });

  it("unregisters and registers a required action", async () => {
    const { client, realm } = kc;
    const auth = client.authenticationManagement;
    await auth.deleteRequiredAction({ realm, alias: "TERMS_AND_CONDITIONS" });
    expect(await auth.getRequiredActionForAlias({ realm, alias: "TERMS_AND_CONDITIONS" })).toBe(
      undefined,
    );
    const unregistered = await auth.getUnregisteredRequiredActions({ realm });
    const terms = unregistered.find((a) => a.providerId === "TERMS_AND_CONDITIONS");
    expect(terms?.name).toBe("Terms and Conditions");

    await auth.registerRequiredAction({
      realm,
      providerId: "TERMS_AND_CONDITIONS",
      name: terms?.name ?? "",
    });
    expect(
      await auth.getRequiredActionForAlias({ realm, alias: "TERMS_AND_CONDITIONS" }),
    ).toMatchObject({ providerId: "TERMS_AND_CONDITIONS" });
    expect(
      (await auth.getUnregisteredRequiredActions({ realm })).map((a) => a.providerId),
    ).not.toContain("TERMS_AND_CONDITIONS");
  });
});

describe("provider lists", () => {
  it("lists authenticators, forms, form actions and client authenticators", async () => {
    const { client, realm } = kc;
    const auth = client.authenticationManagement;
    const ids = async (list: Promise<{ id?: string }[]>) => (await list).map((p) => p.id);
    expect(await ids(auth.getAuthenticatorProviders({ realm }))).toContain("auth-otp-form");
    expect(await ids(auth.getFormProviders({ realm }))).toContain("registration-page-form");
    expect(await ids(auth.getFormActionProviders({ realm }))).toContain(
      "registration-user-creation",
    );
    expect(await ids(auth.getClientAuthenticatorProviders({ realm }))).toContain("client-secret");
  });
});

describe("flows and executions", () => {
  it("creates, reads, updates, copies and deletes a flow", async () => {
    const { client, realm } = kc;
    const auth = client.authenticationManagement;
    const { id } = await auth.createFlow({
      realm,
      alias: "custom flow",
      description: "first",
      providerId: "basic-flow",
      topLevel: true,
      builtIn: false,
    });
    expect((await auth.getFlows({ realm })).map((f) => f.alias)).toContain("custom flow");
    const flow = await auth.getFlow({ realm, flowId: id });
    expect(flow).toMatchObject({ alias: "custom flow", topLevel: true, builtIn: false });

    await auth.updateFlow({ realm, flowId: id }, { ...flow, description: "second" });
    expect((await auth.getFlow({ realm, flowId: id })).description).toBe("second");

    const copy = await auth.copyFlow({ realm, flow: "custom flow", newName: "custom copy" });
    expect((await auth.getFlow({ realm, flowId: copy.id })).alias).toBe("custom copy");

    await auth.deleteFlow({ realm, flowId: copy.id });
    await auth.deleteFlow({ realm, flowId: id });
    const aliases = (await auth.getFlows({ realm })).map((f) => f.alias);
    expect(aliases).not.toContain("custom flow");
    expect(aliases).not.toContain("custom copy");
  });

  it("adds, reorders, configures and removes executions and sub-flows", async () => {
    const { client, realm } = kc;
    const auth = client.authenticationManagement;
    const flow = "execution flow";
    await auth.createFlow({ realm, alias: flow, providerId: "basic-flow", topLevel: true });

    const otp = await auth.addExecutionToFlow({ realm, flow, provider: "auth-otp-form" });
    const sub = await auth.addFlowToFlow({
      realm,
      flow,
      alias: "execution sub-flow",
      type: "basic-flow",
      description: "nested",
    });
    const unique = await auth.addExecutionToFlow({
      realm,
      flow,
      provider: "idp-create-user-if-unique",
    });
    const order = async () => (await auth.getExecutions({ realm, flow })).map((e) => e.id);
    const executions = await auth.getExecutions({ realm, flow });
    expect(executions.map((e) => e.id)).toEqual([otp.id, expect.any(String), unique.id]);
    const subExecution = executions[1];
    expect(subExecution).toMatchObject({ authenticationFlow: true, flowId: sub.id });

    await auth.raisePriorityExecution({ realm, id: unique.id });
    expect(await order()).toEqual([otp.id, unique.id, subExecution?.id]);
    await auth.lowerPriorityExecution({ realm, id: otp.id });
    expect(await order()).toEqual([unique.id, otp.id, subExecution?.id]);

    const otpExecution = (await auth.getExecutions({ realm, flow })).find((e) => e.id === otp.id);
    await auth.updateExecution({ realm, flow }, { ...otpExecution, requirement: "REQUIRED" });
    expect(
      (await auth.getExecutions({ realm, flow })).find((e) => e.id === otp.id)?.requirement,
    ).toBe("REQUIRED");

    const description = await auth.getConfigDescription({
      realm,
      providerId: "idp-create-user-if-unique",
    });
    expect(description.properties?.map((p) => p.name)).toContain(
      "require.password.update.after.registration",
    );
    const config = await auth.createConfig({
      realm,
      id: unique.id,
      alias: "unique config",
      config: { "require.password.update.after.registration": "true" },
    });
    expect(
      (await auth.getExecutions({ realm, flow })).find((e) => e.id === unique.id)
        ?.authenticationConfig,
    ).toBe(config.id);
    expect(await auth.getConfig({ realm, id: config.id })).toMatchObject({
      alias: "unique config",
    });
    await auth.updateConfig({
      realm,
      id: config.id,
      alias: "unique config",
      config: { "require.password.update.after.registration": "false" },
    });
    expect((await auth.getConfig({ realm, id: config.id })).config).toEqual({
      "require.password.update.after.registration": "false",
    });
    await auth.delConfig({ realm, id: config.id });
    await expectNetworkError(auth.getConfig({ realm, id: config.id }), 404);

    await auth.delExecution({ realm, id: otp.id });
    expect(await order()).toEqual([unique.id, subExecution?.id]);
  });

  it("adds an execution through addExecution on the path Keycloak offers", async () => {
    const { client, realm } = kc;
    const auth = client.authenticationManagement;
    await auth.createFlow({ realm, alias: "legacy", providerId: "basic-flow", topLevel: true });
    const added = await auth.addExecution(
      { realm, flow: "legacy" },
      { providerId: "auth-otp-form" },
    );
    const executions = await auth.getExecutions({ realm, flow: "legacy" });
    expect(executions.map((e) => [e.id, e.providerId])).toEqual([[added.id, "auth-otp-form"]]);
  });
});
