import { describe, expect, it } from "vitest";
import {
  bruteForceModeOf,
  securityDefensesFormValues,
  securityDefensesRealmChanges,
} from "./security-defenses-state";

describe("brute force mode", () => {
  it("reads the mode from the three fields the server keeps it in", () => {
    expect(bruteForceModeOf({})).toBe("off");
    expect(bruteForceModeOf({ bruteForceProtected: false, permanentLockout: true })).toBe("off");
    expect(bruteForceModeOf({ bruteForceProtected: true })).toBe("temporary");
    expect(
      bruteForceModeOf({
        bruteForceProtected: true,
        permanentLockout: true,
        maxTemporaryLockouts: 0,
      }),
    ).toBe("permanent");
    expect(
      bruteForceModeOf({
        bruteForceProtected: true,
        permanentLockout: true,
        maxTemporaryLockouts: 3,
      }),
    ).toBe("permanentAfterTemporary");
  });
});

describe("security defenses changes", () => {
  const realm = {
    browserSecurityHeaders: { xFrameOptions: "SAMEORIGIN", futureHeader: "kept" },
    bruteForceProtected: false,
    failureFactor: 30,
    waitIncrementSeconds: 60,
    maxFailureWaitSeconds: 900,
    maxDeltaTimeSeconds: 43_200,
    quickLoginCheckMilliSeconds: 1000,
    minimumQuickLoginWaitSeconds: 60,
  };

  it("keeps headers the tab does not know and sends the typed ones", () => {
    const values = securityDefensesFormValues(realm);
    values.headers.xFrameOptions = "DENY";
    const changes = securityDefensesRealmChanges(values, realm);
    expect(changes.browserSecurityHeaders).toMatchObject({
      xFrameOptions: "DENY",
      futureHeader: "kept",
      contentSecurityPolicy: "",
    });
    expect(changes).toEqual({
      browserSecurityHeaders: changes.browserSecurityHeaders,
      bruteForceProtected: false,
    });
  });

  it("turns a mode into the server's switches and sends only that mode's fields", () => {
    const values = { ...securityDefensesFormValues(realm), failureFactor: 3 };
    expect(
      securityDefensesRealmChanges({ ...values, bruteForceMode: "permanent" }, realm),
    ).toMatchObject({
      bruteForceProtected: true,
      permanentLockout: true,
      maxTemporaryLockouts: 0,
      failureFactor: 3,
    });
    expect(
      securityDefensesRealmChanges({ ...values, bruteForceMode: "permanent" }, realm),
    ).not.toHaveProperty("waitIncrementSeconds");
    expect(
      securityDefensesRealmChanges(
        { ...values, bruteForceMode: "permanentAfterTemporary", maxTemporaryLockouts: 2 },
        realm,
      ),
    ).toMatchObject({ permanentLockout: true, maxTemporaryLockouts: 2, waitIncrementSeconds: 60 });
    expect(
      securityDefensesRealmChanges({ ...values, bruteForceMode: "temporary" }, realm),
    ).toMatchObject({
      bruteForceProtected: true,
      permanentLockout: false,
      maxTemporaryLockouts: 0,
    });
  });

  it("starts a realm without brute force settings from the server's defaults", () => {
    expect(securityDefensesFormValues({})).toMatchObject({
      bruteForceMode: "off",
      failureFactor: 30,
      bruteForceStrategy: "MULTIPLE",
      maxTemporaryLockouts: 1,
      waitIncrementSeconds: null,
    });
  });
});
