import { describe, expect, it } from "vitest";
import { userDisplayName } from "./user-name";

describe("userDisplayName", () => {
  it("prefers the full name", () => {
    expect(
      userDisplayName({ given_name: "Ada", family_name: "Lovelace", preferred_username: "ada" }),
    ).toBe("Ada Lovelace");
  });

  it("falls back to either name, then to the username", () => {
    expect(userDisplayName({ given_name: "Ada", preferred_username: "ada" })).toBe("Ada");
    expect(userDisplayName({ family_name: "Lovelace", preferred_username: "ada" })).toBe(
      "Lovelace",
    );
    expect(userDisplayName({ given_name: " ", preferred_username: "ada" })).toBe("ada");
  });

  it("knows no name when none is given", () => {
    expect(userDisplayName({})).toBeUndefined();
    expect(userDisplayName({ preferred_username: "" })).toBeUndefined();
  });
});
