import { describe, expect, it } from "vitest";
import {
  aliasPattern,
  domainPattern,
  isRedirectUrl,
  organizationFormValues,
  organizationFrom,
} from "./form-state";

describe("organization form state", () => {
  it("starts a new organization enabled with one empty domain row", () => {
    expect(organizationFormValues()).toEqual({
      name: "",
      alias: "",
      enabled: true,
      domains: [{ name: "", verified: false }],
      redirectUrl: "",
      description: "",
    });
  });

  it("keeps what the form does not show and leaves out empty domain rows and an empty alias", () => {
    const loaded = {
      id: "o1",
      name: "Old",
      alias: "old",
      attributes: { tier: ["gold"] },
      domains: [{ name: "old.test", verified: true }],
    };
    const values = {
      ...organizationFormValues(loaded),
      name: "  New  ",
      domains: [
        { name: " new.test ", verified: false },
        { name: "", verified: true },
      ],
    };
    expect(organizationFrom(values, loaded)).toEqual({
      id: "o1",
      alias: "old",
      name: "New",
      enabled: true,
      attributes: { tier: ["gold"] },
      domains: [{ name: "new.test", verified: false }],
      redirectUrl: "",
      description: "",
    });
    expect(organizationFrom({ ...values, alias: "" })).not.toHaveProperty("alias");
  });

  it("accepts the aliases, domains and redirect addresses the server takes", () => {
    expect(aliasPattern.test("acme.eu_2-x")).toBe(true);
    expect(aliasPattern.test("Zürich")).toBe(true);
    expect(aliasPattern.test("a b")).toBe(false);
    expect(aliasPattern.test("a/b")).toBe(false);
    expect(domainPattern.test("sub.example.com")).toBe(true);
    expect(domainPattern.test("not a domain")).toBe(false);
    expect(domainPattern.test("-bad.com")).toBe(false);
    expect(isRedirectUrl("")).toBe(true);
    expect(isRedirectUrl("https://acme.test/home")).toBe(true);
    expect(isRedirectUrl("javascript:alert(1)")).toBe(false);
    expect(isRedirectUrl("acme.test")).toBe(false);
  });
});
