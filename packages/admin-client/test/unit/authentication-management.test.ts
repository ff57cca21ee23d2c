import { describe, it } from "vitest";
import { created, expectRequest, type RequestCase } from "./recording-fetch.js";

const base = "/admin/realms/home/authentication";
const action = `${base}/required-actions/CONFIGURE_TOTP`;

const cases: RequestCase[] = [
  {
    name: "registerRequiredAction",
    call: (c) =>
      c.authenticationManagement.registerRequiredAction({ providerId: "x", name: "X action" }),
    method: "POST",
    path: `${base}/register-required-action`,
    body: { providerId: "x", name: "X action" },
  },
  {
    name: "getRequiredActions in another realm",
    call: (c) => c.authenticationManagement.getRequiredActions({ realm: "other" }),
    method: "GET",
    path: "/admin/realms/other/authentication/required-actions",
  },
  {
    name: "getUnregisteredRequiredActions",
    call: (c) => c.authenticationManagement.getUnregisteredRequiredActions(),
    method: "GET",
    path: `${base}/unregistered-required-actions`,
  },
  {
    name: "getRequiredActionForAlias resolves undefined on 404",
    call: (c) => c.authenticationManagement.getRequiredActionForAlias({ alias: "CONFIGURE_TOTP" }),
    method: "GET",
    path: action,
    reply: { status: 404, body: { error: "Failed to find required action" } },
    result: undefined,
  },
  {
    name: "updateRequiredAction",
    call: (c) =>
      c.authenticationManagement.updateRequiredAction(
        { alias: "CONFIGURE_TOTP" },
        { alias: "CONFIGURE_TOTP", enabled: false },
      ),
    method: "PUT",
    path: action,
    body: { alias: "CONFIGURE_TOTP", enabled: false },
  },
  {
    name: "deleteRequiredAction",
    call: (c) => c.authenticationManagement.deleteRequiredAction({ alias: "CONFIGURE_TOTP" }),
    method: "DELETE",
    path: action,
  },
  {
    name: "lowerRequiredActionPriority",
    call: (c) =>
      c.authenticationManagement.lowerRequiredActionPriority({ alias: "CONFIGURE_TOTP" }),
    method: "POST",
    path: `${action}/lower-priority`,
  },
  {
    name: "raiseRequiredActionPriority",
    call: (c) =>
      c.authenticationManagement.raiseRequiredActionPriority({ alias: "CONFIGURE_TOTP" }),
    method: "POST",
    path: `${action}/raise-priority`,
  },
  {
    name: "getRequiredActionConfig",
    call: (c) => c.authenticationManagement.getRequiredActionConfig({ alias: "CONFIGURE_TOTP" }),
    method: "GET",
    path: `${action}/config`,
  },
  {
    name: "updateRequiredActionConfig",
    call: (c) =>
      c.authenticationManagement.updateRequiredActionConfig(
        { alias: "CONFIGURE_TOTP" },
        { config: { max_auth_age: "300" } },
      ),
    method: "PUT",
    path: `${action}/config`,
    body: { config: { max_auth_age: "300" } },
  },
  {
    name: "removeRequiredActionConfig",
    call: (c) => c.authenticationManagement.removeRequiredActionConfig({ alias: "CONFIGURE_TOTP" }),
    method: "DELETE",
    path: `${action}/config`,
  },
  {
    name: "getRequiredActionConfigDescription",
    call: (c) =>
      c.authenticationManagement.getRequiredActionConfigDescription({ alias: "CONFIGURE_TOTP" }),
    method: "GET",
    path: `${action}/config-description`,
  },
  {
    name: "getClientAuthenticatorProviders",
    call: (c) => c.authenticationManagement.getClientAuthenticatorProviders(),
    method: "GET",
    path: `${base}/client-authenticator-providers`,
  },
  {
    name: "getAuthenticatorProviders",
    call: (c) => c.authenticationManagement.getAuthenticatorProviders(),
    method: "GET",
    path: `${base}/authenticator-providers`,
  },
  {
    name: "getFormActionProviders",
    call: (c) => c.authenticationManagement.getFormActionProviders(),
    method: "GET",
    path: `${base}/form-action-providers`,
  },
  {
    name: "getFormProviders",
    call: (c) => c.authenticationManagement.getFormProviders(),
    method: "GET",
    path: `${base}/form-providers`,
  },
  {
    name: "getFlows",
    call: (c) => c.authenticationManagement.getFlows(),
    method: "GET",
    path: `${base}/flows`,
  },
  {
    name: "createFlow resolves the id",
    call: (c) =>
      c.authenticationManagement.createFlow({
        alias: "my flow",
        providerId: "basic-flow",
        topLevel: true,
        builtIn: false,
      }),
    method: "POST",
    path: `${base}/flows`,
    body: { alias: "my flow", providerId: "basic-flow", topLevel: true, builtIn: false },
    reply: created(`${base}/flows/f-1`),
    result: { id: "f-1" },
  },
  {
    name: "getFlow",
    call: (c) => c.authenticationManagement.getFlow({ flowId: "f-1" }),
    method: "GET",
    path: `${base}/flows/f-1`,
  },
  {
    name: "updateFlow",
    call: (c) => c.authenticationManagement.updateFlow({ flowId: "f-1" }, { description: "d" }),
    method: "PUT",
    path: `${base}/flows/f-1`,
    body: { description: "d" },
  },
  {
    name: "deleteFlow",
    call: (c) => c.authenticationManagement.deleteFlow({ flowId: "f-1" }),
    method: "DELETE",
    path: `${base}/flows/f-1`,
  },
  {
    name: "copyFlow sends the new name and resolves the copy's id",
    call: (c) => c.authenticationManagement.copyFlow({ flow: "browser", newName: "browser copy" }),
    method: "POST",
    path: `${base}/flows/browser/copy`,
    body: { newName: "browser copy" },
    reply: created(`${base}/flows/browser/copy/f-2`),
    result: { id: "f-2" },
  },
  {
    name: "getExecutions encodes the flow alias",
    call: (c) => c.authenticationManagement.getExecutions({ flow: "my flow" }),
    method: "GET",
    path: `${base}/flows/my%20flow/executions`,
  },
  {
    name: "addExecution posts the provider to the path Keycloak offers, not the one answering 404",
    call: (c) =>
      c.authenticationManagement.addExecution({ flow: "my flow" }, { providerId: "auth-otp-form" }),
    method: "POST",
    path: `${base}/flows/my%20flow/executions/execution`,
    body: { provider: "auth-otp-form" },
    reply: created(`${base}/executions/e-1`),
    result: { id: "e-1" },
  },
  {
    name: "updateExecution",
    call: (c) =>
      c.authenticationManagement.updateExecution(
        { flow: "f" },
        { id: "e-1", requirement: "REQUIRED" },
      ),
    method: "PUT",
    path: `${base}/flows/f/executions`,
    body: { id: "e-1", requirement: "REQUIRED" },
  },
  {
    name: "addExecutionToFlow resolves the execution id",
    call: (c) =>
      c.authenticationManagement.addExecutionToFlow({ flow: "f", provider: "auth-otp-form" }),
    method: "POST",
    path: `${base}/flows/f/executions/execution`,
    body: { provider: "auth-otp-form" },
    reply: created(`${base}/executions/e-1`),
    result: { id: "e-1" },
  },
  {
    name: "addFlowToFlow resolves the sub-flow id",
    call: (c) =>
      c.authenticationManagement.addFlowToFlow({
        flow: "f",
        alias: "sub",
        type: "basic-flow",
        provider: "registration-page-form",
        description: "",
      }),
    method: "POST",
    path: `${base}/flows/f/executions/flow`,
    body: { alias: "sub", type: "basic-flow", provider: "registration-page-form", description: "" },
    reply: created(`${base}/flows/sub-1`),
    result: { id: "sub-1" },
  },
  {
    name: "delExecution",
    call: (c) => c.authenticationManagement.delExecution({ id: "e-1" }),
    method: "DELETE",
    path: `${base}/executions/e-1`,
  },
  {
    name: "lowerPriorityExecution",
    call: (c) => c.authenticationManagement.lowerPriorityExecution({ id: "e-1" }),
    method: "POST",
    path: `${base}/executions/e-1/lower-priority`,
  },
  {
    name: "raisePriorityExecution",
    call: (c) => c.authenticationManagement.raisePriorityExecution({ id: "e-1" }),
    method: "POST",
    path: `${base}/executions/e-1/raise-priority`,
  },
  {
    name: "createConfig takes the execution id from the payload and resolves the config id",
    call: (c) =>
      c.authenticationManagement.createConfig({ id: "e-1", alias: "cfg", config: { a: "1" } }),
    method: "POST",
    path: `${base}/executions/e-1/config`,
    body: { alias: "cfg", config: { a: "1" } },
    reply: created(`${base}/config/cfg-1`),
    result: { id: "cfg-1" },
  },
  {
    name: "getConfig",
    call: (c) => c.authenticationManagement.getConfig({ id: "cfg-1" }),
    method: "GET",
    path: `${base}/config/cfg-1`,
  },
  {
    name: "updateConfig takes the id into the path",
    call: (c) =>
      c.authenticationManagement.updateConfig({ id: "cfg-1", alias: "cfg", config: { a: "2" } }),
    method: "PUT",
    path: `${base}/config/cfg-1`,
    body: { alias: "cfg", config: { a: "2" } },
  },
  {
    name: "delConfig",
    call: (c) => c.authenticationManagement.delConfig({ id: "cfg-1" }),
    method: "DELETE",
    path: `${base}/config/cfg-1`,
  },
  {
    name: "getConfigDescription",
    call: (c) => c.authenticationManagement.getConfigDescription({ providerId: "auth-otp-form" }),
    method: "GET",
    path: `${base}/config-description/auth-otp-form`,
  },
];

describe("AuthenticationManagement request building", () => {
  it.each(cases)("$name", expectRequest);
});
