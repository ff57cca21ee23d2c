import type { UserProfileMetadata } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import {
  newUserFormValues,
  newUserFrom,
  updatedUserFrom,
  userDetailsFormValues,
} from "./form-state";

const metadata: UserProfileMetadata = {
  attributes: [
    { name: "username", required: true },
    { name: "email" },
    { name: "department", defaultValue: "sales" },
    { name: "phones", multivalued: true },
  ],
  groups: [],
};

describe("new user form values", () => {
  it("start enabled, unverified, without actions or groups, with the profile's defaults", () => {
    expect(newUserFormValues(metadata)).toEqual({
      enabled: true,
      emailVerified: false,
      requiredActions: [],
      username: "",
      email: "",
      attributes: { department: "sales", phones: [] },
      joinGroups: [],
    });
  });

  it("become a user that joins the chosen groups by path and drops empty values", () => {
    const values = {
      ...newUserFormValues(metadata),
      username: "ada",
      email: "ada@example.org",
      attributes: { department: "", phones: ["123", ""] },
      requiredActions: ["UPDATE_PASSWORD"],
      joinGroups: [{ id: "g1", path: "/staff/engineering" }],
    };
    expect(newUserFrom(values)).toEqual({
      enabled: true,
      emailVerified: false,
      requiredActions: ["UPDATE_PASSWORD"],
      username: "ada",
      email: "ada@example.org",
      attributes: { department: [], phones: ["123"] },
      groups: ["/staff/engineering"],
    });
  });

  it("send no groups when none were chosen", () => {
    expect(newUserFrom({ ...newUserFormValues(metadata), username: "bob" })).not.toHaveProperty(
      "groups",
    );
  });
});

describe("user details form values", () => {
  const stored = {
    id: "u1",
    username: "ada",
    enabled: true,
    createdTimestamp: 1_700_000_000_000,
    access: { manage: true },
    attributes: { department: ["sales"], secret: ["kept"] },
    userProfileMetadata: { attributes: [{ name: "username" }, { name: "department" }], groups: [] },
  };

  it("read the user with its profile and no required actions by default", () => {
    const values = userDetailsFormValues(stored);
    expect(values.requiredActions).toEqual([]);
    expect(values.attributes).toEqual({ department: "sales", secret: "kept" });
    expect(values).not.toHaveProperty("userProfileMetadata");
  });

  it("save the edited values over the stored user without what the server computes", () => {
    const values = {
      ...userDetailsFormValues(stored),
      enabled: false,
      attributes: { department: "support" },
    };
    const saved = updatedUserFrom(values, stored);
    expect(saved).toMatchObject({
      id: "u1",
      username: "ada",
      enabled: false,
      createdTimestamp: 1_700_000_000_000,
    });
    expect(saved.attributes).toEqual({ department: ["support"], secret: ["kept"] });
    expect(saved).not.toHaveProperty("access");
    expect(saved).not.toHaveProperty("userProfileMetadata");
  });
});
