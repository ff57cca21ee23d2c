import { describe, expect, it } from "vitest";
import { domainPattern, extOrganizationFormValues, extOrganizationFrom } from "./form-state";

describe("extension organization form state", () => {
  it("starts a new organization with one empty domain to type into", () => {
    expect(extOrganizationFormValues()).toEqual({
      name: "",
      displayName: "",
      url: "",
      domains: [""],
    });
  });

  it("keeps what the form does not show and cleans the domains up", () => {
    const loaded = {
      id: "o1",
      name: "acme",
      domains: ["acme.test"],
      attributes: { tier: ["gold"] },
    };
    const values = {
      ...extOrganizationFormValues(loaded),
      displayName: " Acme Ltd ",
      domains: ["Acme.test", "", " shop.acme.test ", "acme.test"],
    };
    expect(extOrganizationFrom(values, loaded)).toEqual({
      id: "o1",
      name: "acme",
      displayName: "Acme Ltd",
      url: "",
      domains: ["acme.test", "shop.acme.test"],
      attributes: { tier: ["gold"] },
    });
  });

  it("takes only domain names", () => {
    expect(domainPattern.test("shop.acme.test")).toBe(true);
    expect(domainPattern.test("localhost")).toBe(false);
    expect(domainPattern.test("-acme.test")).toBe(false);
  });
});
