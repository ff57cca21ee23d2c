import { describe, expect, it } from "vitest";
import { isRootUserAttribute, userProfileFieldName } from "./user-profile-field";

describe("userProfileFieldName", () => {
  it.each(["username", "email", "firstName", "lastName"])("keeps %s at the top level", (name) => {
    expect(isRootUserAttribute(name)).toBe(true);
    expect(userProfileFieldName(name)).toBe(name);
  });

  it("places other attributes under attributes. with dots protected", () => {
    expect(userProfileFieldName("department")).toBe("attributes.department");
    expect(userProfileFieldName("address.city")).toBe("attributes.address%2Ecity");
    expect(isRootUserAttribute("department")).toBe(false);
  });
});
