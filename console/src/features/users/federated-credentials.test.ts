import { describe, expect, it } from "vitest";
import { credentialRowKey, credentialRows, isFederatedCredential } from "./federated-credentials";

describe("credentialRows", () => {
  it("appends the provider's types that an older server leaves out of the credentials", () => {
    expect(credentialRows([{ id: "c1", type: "otp" }], ["password"])).toEqual([
      { id: "c1", type: "otp" },
      { type: "password" },
    ]);
  });

  it("shows a type the server lists and answers as the provider's once, after the stored ones", () => {
    // The server's own row for it carries a federation link the representation type leaves out.
    const listed = [
      { type: "password", createdDate: -1 },
      { id: "c1", type: "otp" },
    ];
    expect(credentialRows(listed, ["password"])).toEqual([
      { id: "c1", type: "otp" },
      { type: "password" },
    ]);
  });

  it("leaves a local user's credentials as the server ordered them", () => {
    const listed = [
      { id: "c2", type: "password" },
      { id: "c1", type: "otp" },
    ];
    expect(credentialRows(listed, [])).toEqual(listed);
  });
});

describe("credential rows' keys", () => {
  it("tell stored credentials by id and the provider's by type", () => {
    expect(isFederatedCredential({ id: "c1", type: "password" })).toBe(false);
    expect(isFederatedCredential({ type: "password", createdDate: -1 })).toBe(true);
    expect(credentialRowKey({ id: "c1", type: "password" })).toBe("c1");
    expect(credentialRowKey({ type: "password" })).toBe("federated:password");
  });
});
