import { describe, expect, it } from "vitest";
import { ConfigurationError } from "./errors.js";
import { validateInitOptions } from "./init-options.js";

const check = (options: Record<string, unknown>) => () => {
  validateInitOptions(options);
};

describe("validateInitOptions", () => {
  it("accepts every documented value", () => {
    for (const responseMode of ["query", "fragment"]) expect(check({ responseMode })).not.toThrow();
    for (const flow of ["standard", "implicit", "hybrid"]) expect(check({ flow })).not.toThrow();
    for (const onLoad of ["login-required", "check-sso"]) expect(check({ onLoad })).not.toThrow();
    for (const pkceMethod of ["S256", false]) expect(check({ pkceMethod })).not.toThrow();
    expect(check({ adapter: "default" })).not.toThrow();
    expect(check({})).not.toThrow();
  });

  it.each([
    [{ responseMode: "form_post" }, "Invalid value for responseMode"],
    [{ flow: "device" }, "Invalid value for flow"],
    [{ onLoad: "always" }, "Invalid value for onLoad"],
    [
      { pkceMethod: "plain" },
      "Invalid value for pkceMethod', expected 'S256' or false but got plain.",
    ],
    [{ pkceMethod: true }, "Invalid value for pkceMethod', expected 'S256' or false but got true."],
    [{ adapter: "electron" }, "invalid adapter type: electron"],
  ])("rejects %j", (options, message) => {
    expect(check(options)).toThrow(new ConfigurationError(message));
  });

  it("makes the pkceMethod error a TypeError, as keycloak-js does", () => {
    expect(check({ pkceMethod: "plain" })).toThrow(TypeError);
  });

  it("refuses the Cordova adapters with a pointer to custom adapters", () => {
    expect(check({ adapter: "cordova" })).toThrow(/custom adapter/);
    expect(check({ adapter: "cordova-native" })).toThrow(/custom adapter/);
  });

  it("refuses an adapter object that lacks methods", () => {
    expect(check({ adapter: { login: () => undefined } })).toThrow(ConfigurationError);
  });
});
