import type {
  BrowserSecurityHeaders,
  BruteForceStrategy,
  RealmRepresentation,
} from "@gatehouse/admin-client";
import type { Duration, RealmChanges } from "./form-state";

/** The security headers the server adds to its pages, in the order the tab shows them. */
export const securityHeaderFields = [
  "xFrameOptions",
  "contentSecurityPolicy",
  "contentSecurityPolicyReportOnly",
  "xContentTypeOptions",
  "xRobotsTag",
  "strictTransportSecurity",
  "referrerPolicy",
] as const satisfies readonly (keyof BrowserSecurityHeaders)[];
export type SecurityHeaderField = (typeof securityHeaderFields)[number];

/**
 * How the realm answers repeated failed logins. The server has no single field for it: the mode is
 * `bruteForceProtected`, `permanentLockout` and `maxTemporaryLockouts` together.
 */
export const bruteForceModes = [
  "off",
  "permanent",
  "temporary",
  "permanentAfterTemporary",
] as const;
export type BruteForceMode = (typeof bruteForceModes)[number];

export const bruteForceStrategies = ["MULTIPLE", "LINEAR"] as const satisfies BruteForceStrategy[];

/** The brute force settings kept in seconds. */
export const bruteForceDurationFields = [
  "waitIncrementSeconds",
  "maxFailureWaitSeconds",
  "maxDeltaTimeSeconds",
  "minimumQuickLoginWaitSeconds",
] as const satisfies readonly (keyof RealmRepresentation)[];
export type BruteForceDurationField = (typeof bruteForceDurationFields)[number];

export type SecurityDefensesFormValues = {
  headers: Record<SecurityHeaderField, string>;
  bruteForceMode: BruteForceMode;
  failureFactor: number;
  bruteForceStrategy: BruteForceStrategy;
  quickLoginCheckMilliSeconds: number;
  maxTemporaryLockouts: number;
} & Record<BruteForceDurationField, Duration>;

/** The fields each mode uses; the others keep what the realm has and are not shown. */
export type BruteForceField =
  | "failureFactor"
  | "bruteForceStrategy"
  | "quickLoginCheckMilliSeconds"
  | "maxTemporaryLockouts"
  | BruteForceDurationField;

const quickLoginFields = [
  "quickLoginCheckMilliSeconds",
  "minimumQuickLoginWaitSeconds",
] as const satisfies readonly BruteForceField[];
const temporaryFields = [
  "failureFactor",
  "bruteForceStrategy",
  "waitIncrementSeconds",
  "maxFailureWaitSeconds",
  "maxDeltaTimeSeconds",
  ...quickLoginFields,
] as const satisfies readonly BruteForceField[];

export const bruteForceModeFields: Record<BruteForceMode, readonly BruteForceField[]> = {
  off: [],
  // A permanent lockout has no waits to grow; failures still reset after the failure reset time.
  permanent: ["failureFactor", "maxDeltaTimeSeconds", ...quickLoginFields],
  temporary: temporaryFields,
  permanentAfterTemporary: [...temporaryFields, "maxTemporaryLockouts"],
};

/** The mode the realm's three brute force fields describe. */
export function bruteForceModeOf(realm: RealmRepresentation): BruteForceMode {
  if (realm.bruteForceProtected !== true) return "off";
  if (realm.permanentLockout !== true) return "temporary";
  return (realm.maxTemporaryLockouts ?? 0) > 0 ? "permanentAfterTemporary" : "permanent";
}

const secondsOf = (value: number | undefined): Duration =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

export function securityDefensesFormValues(realm: RealmRepresentation): SecurityDefensesFormValues {
  const stored = realm.browserSecurityHeaders ?? {};
  const headers = Object.fromEntries(
    securityHeaderFields.map((name) => [name, stored[name] ?? ""]),
  ) as Record<SecurityHeaderField, string>;
  const durations = Object.fromEntries(
    bruteForceDurationFields.map((name) => [name, secondsOf(realm[name])]),
  ) as Record<BruteForceDurationField, Duration>;
  return {
    headers,
    bruteForceMode: bruteForceModeOf(realm),
    ...durations,
    // The server's defaults for a realm that never had brute force detection configured.
    failureFactor: realm.failureFactor ?? 30,
    bruteForceStrategy: realm.bruteForceStrategy ?? "MULTIPLE",
    quickLoginCheckMilliSeconds: realm.quickLoginCheckMilliSeconds ?? 1000,
    // Shown from the start in its mode, where at least one temporary lockout comes first.
    maxTemporaryLockouts: Math.max(realm.maxTemporaryLockouts ?? 0, 1),
  };
}

/**
 * What the security defenses tab changes. Headers the tab does not know are kept. Only the fields
 * of the chosen mode are sent; turned off, the other settings stay as they were for next time.
 */
export function securityDefensesRealmChanges(
  values: SecurityDefensesFormValues,
  realm: RealmRepresentation,
): RealmChanges {
  const browserSecurityHeaders = { ...realm.browserSecurityHeaders, ...values.headers };
  const mode = values.bruteForceMode;
  if (mode === "off") return { browserSecurityHeaders, bruteForceProtected: false };
  const shown = Object.fromEntries(
    bruteForceModeFields[mode]
      .filter((name) => name !== "maxTemporaryLockouts" && values[name] !== null)
      .map((name) => [name, values[name]]),
  );
  return {
    browserSecurityHeaders,
    ...shown,
    bruteForceProtected: true,
    permanentLockout: mode !== "temporary",
    maxTemporaryLockouts: mode === "permanentAfterTemporary" ? values.maxTemporaryLockouts : 0,
  };
}
