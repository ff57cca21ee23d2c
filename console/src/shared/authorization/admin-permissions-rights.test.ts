import { describe, expect, it } from "vitest";
import { createAccessChecker } from "@/shared/access/access-checker";
import { adminPermissionsRights } from "./authorization-rights";

const rights = (held: string[]) => adminPermissionsRights(createAccessChecker(held));

describe("adminPermissionsRights", () => {
  it("reads the admin permissions only with view-realm, which the server wants", () => {
    expect(rights(["view-users"]).view).toBe(false);
    expect(rights(["view-clients", "view-authorization"]).view).toBe(false);
    expect(rights(["view-realm"]).view).toBe(true);
  });

  it("changes them only with manage-realm besides the spec's manage right", () => {
    expect(rights(["view-realm", "manage-authorization"]).manage).toBe(false);
    expect(rights(["view-realm", "manage-realm"]).manage).toBe(false);
    expect(rights(["view-realm", "manage-realm", "manage-clients"]).manage).toBe(true);
  });
});
