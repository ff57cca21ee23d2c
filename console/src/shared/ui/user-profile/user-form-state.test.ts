import type { UserProfileMetadata, UserRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { userFormValues, userRepresentationFrom } from "./user-form-state";

const metadata: UserProfileMetadata = {
  attributes: [
    { name: "username", required: true },
    { name: "email" },
    { name: "firstName" },
    { name: "lastName" },
    { name: "department", defaultValue: "sales" },
    { name: "phones", multivalued: true },
    { name: "address.city" },
  ],
};

const user: UserRepresentation = {
  id: "u1",
  username: "ada",
  email: "ada@example.org",
  firstName: "Ada",
  enabled: true,
  attributes: {
    phones: ["1"],
    "address.city": ["London"],
    unmanaged: ["a", "b"],
    legacy: ["x"],
  },
  userProfileMetadata: metadata,
};

describe("userFormValues", () => {
  it("keeps root attributes on top and puts the others under attributes with encoded names", () => {
    expect(userFormValues(user)).toEqual({
      id: "u1",
      username: "ada",
      email: "ada@example.org",
      firstName: "Ada",
      lastName: "",
      enabled: true,
      attributes: {
        phones: ["1"],
        "address%2Ecity": "London",
        unmanaged: ["a", "b"],
        legacy: "x",
        department: "sales",
      },
    });
  });

  it("reads a user without metadata, unwrapping single values", () => {
    expect(
      userFormValues({ username: "x", attributes: { a: ["1"], b: ["1", "2"], c: [] } }),
    ).toEqual({
      username: "x",
      attributes: { a: "1", b: ["1", "2"], c: "" },
    });
  });

  it("gives a missing multivalued attribute an empty list", () => {
    expect(userFormValues({}, metadata).attributes["phones"]).toEqual([]);
  });
});

describe("userRepresentationFrom", () => {
  it("writes attributes back as lists and keeps what the form does not hold", () => {
    const values = userFormValues(user);
    values.firstName = "Augusta";
    values.attributes["address%2Ecity"] = "Paris";
    values.attributes["phones"] = ["1", "", "2"];
    values.attributes["department"] = "";
    const { unmanaged: _unmanaged, ...withoutUnmanaged } = values.attributes;
    values.attributes = withoutUnmanaged;

    expect(userRepresentationFrom(values, user)).toEqual({
      id: "u1",
      username: "ada",
      email: "ada@example.org",
      firstName: "Augusta",
      lastName: "",
      enabled: true,
      attributes: {
        phones: ["1", "2"],
        "address.city": ["Paris"],
        unmanaged: ["a", "b"],
        legacy: ["x"],
        department: [],
      },
    });
  });

  it("round-trips a user", () => {
    const { userProfileMetadata: _metadata, ...plain } = user;
    expect(userRepresentationFrom(userFormValues(user), user)).toEqual({
      ...plain,
      lastName: "",
      attributes: { ...plain.attributes, department: ["sales"] },
    });
  });
});
