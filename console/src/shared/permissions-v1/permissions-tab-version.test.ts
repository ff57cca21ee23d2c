import { describe, expect, it } from "vitest";
import { permissionsTabVersion, type PermissionsTabFacts } from "./permissions-tab-version";

const v1Server: PermissionsTabFacts = {
  v1Feature: true,
  v2Feature: false,
  realmUsesV2: false,
  mayReadV1: true,
  mayOpenSection: true,
};
const v2Realm: PermissionsTabFacts = {
  v1Feature: false,
  v2Feature: true,
  realmUsesV2: true,
  mayReadV1: true,
  mayOpenSection: true,
};

describe("permissionsTabVersion", () => {
  it("shows version 1 where the server runs it and the administrator may read it", () => {
    expect(permissionsTabVersion(v1Server)).toBe("v1");
    expect(permissionsTabVersion({ ...v1Server, mayReadV1: false })).toBeUndefined();
  });

  it("ignores the realm's admin permissions flag on a version 1 server", () => {
    expect(permissionsTabVersion({ ...v1Server, realmUsesV2: true })).toBe("v1");
  });

  it("links to the version 2 section in a realm that uses it", () => {
    expect(permissionsTabVersion(v2Realm)).toBe("v2");
    // Reading version 1 permissions is not what opens the section.
    expect(permissionsTabVersion({ ...v2Realm, mayReadV1: false })).toBe("v2");
  });

  it("hides the tab from an administrator who may not open the section", () => {
    expect(permissionsTabVersion({ ...v2Realm, mayOpenSection: false })).toBeUndefined();
  });

  it("hides the tab in a realm without admin permissions on a version 2 server", () => {
    expect(permissionsTabVersion({ ...v2Realm, realmUsesV2: false })).toBeUndefined();
  });

  it("hides the tab where the server runs neither version", () => {
    expect(permissionsTabVersion({ ...v1Server, v1Feature: false })).toBeUndefined();
  });

  it("treats a server that reports both versions as version 2", () => {
    expect(permissionsTabVersion({ ...v2Realm, v1Feature: true })).toBe("v2");
    expect(permissionsTabVersion({ ...v2Realm, v1Feature: true, realmUsesV2: false })).toBe(
      undefined,
    );
  });
});
