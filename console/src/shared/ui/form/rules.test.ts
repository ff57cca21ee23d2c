import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestI18n } from "../../../../test/render";
import {
  emailPattern,
  fieldErrorMessage,
  isHttpUrl,
  isRequiredRule,
  optionalHttpUrl,
  ruleValue,
} from "./rules";

let t: TFunction;
beforeAll(async () => {
  t = (await createTestI18n()).t;
});

describe("emailPattern", () => {
  it.each(["ada@example.org", "a.b+c@mail.example.co.uk", "x@y.z", "ada@localhost"])(
    "accepts %s",
    (address) => {
      expect(emailPattern.test(address)).toBe(true);
    },
  );

  it.each(["ada", "ada@", "@example.org", "a da@example.org", "a@b@c.d", "ada@example .org"])(
    "rejects %s",
    (address) => {
      expect(emailPattern.test(address)).toBe(false);
    },
  );
});

describe("isRequiredRule", () => {
  it("reads every way of writing required", () => {
    expect(isRequiredRule({ required: true })).toBe(true);
    expect(isRequiredRule({ required: "Name it" })).toBe(true);
    expect(isRequiredRule({ required: { value: true, message: "Name it" } })).toBe(true);
    expect(isRequiredRule({ required: { value: false, message: "Name it" } })).toBe(false);
    expect(isRequiredRule({ required: false })).toBe(false);
    expect(isRequiredRule({ minLength: 2 })).toBe(false);
    expect(isRequiredRule(undefined)).toBe(false);
  });
});

describe("ruleValue", () => {
  it("reads bare bounds and bounds with messages", () => {
    expect(ruleValue(3)).toBe(3);
    expect(ruleValue({ value: 5, message: "too small" })).toBe(5);
    expect(ruleValue(emailPattern)).toBe(emailPattern);
    expect(ruleValue(undefined)).toBeUndefined();
  });
});

describe("fieldErrorMessage", () => {
  it("translates bare rules with their bounds", () => {
    expect(fieldErrorMessage({ type: "min" }, { min: { value: 2, message: "" } }, t)).toBe(
      "Enter 2 or more.",
    );
    expect(fieldErrorMessage({ type: "maxLength" }, { maxLength: 1 }, t)).toBe(
      "Enter at most 1 character.",
    );
    expect(fieldErrorMessage({ type: "somethingCustom" }, {}, t)).toBe("The value is not valid.");
    expect(fieldErrorMessage({ type: "json" }, {}, t)).toBe("Enter valid JSON.");
  });

  it("keeps a message the rule or the server set, and gives nothing without an error", () => {
    expect(fieldErrorMessage({ type: "server", message: "Taken." }, {}, t)).toBe("Taken.");
    expect(fieldErrorMessage(undefined, { required: true }, t)).toBeUndefined();
  });
});

describe("isHttpUrl and optionalHttpUrl", () => {
  it("accept only absolute http and https addresses with a host", () => {
    expect(isHttpUrl("https://id.acme.test/auth")).toBe(true);
    expect(isHttpUrl(" http://localhost:8080/certs ")).toBe(true);
    expect(isHttpUrl("id.acme.test")).toBe(false);
    expect(isHttpUrl("/relative/jwks")).toBe(false);
    expect(isHttpUrl("ftp://id.acme.test")).toBe(false);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    const rule = optionalHttpUrl("Enter a full address");
    expect(rule("")).toBe(true);
    expect(rule("  ")).toBe(true);
    expect(rule("https://id.acme.test")).toBe(true);
    expect(rule("id.acme.test")).toBe("Enter a full address");
  });
});
