import type { TFunction } from "i18next";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import {
  applyRealmErrors as applyRefusals,
  type RealmRefusal,
} from "@/shared/realm-form/realm-errors";

/** The server's words for a negative brute force setting, by field. */
const bruteForceRefusals = [
  ["Failure factor", "failureFactor"],
  ["Wait increment seconds", "waitIncrementSeconds"],
  ["Maximum temporary lockouts", "maxTemporaryLockouts"],
  ["Quick login check milliseconds", "quickLoginCheckMilliSeconds"],
  ["Maximum delta time seconds", "maxDeltaTimeSeconds"],
  ["Minimum quick login wait seconds", "minimumQuickLoginWaitSeconds"],
  ["Maximum failure wait seconds", "maxFailureWaitSeconds"],
].map(([name, field]) => ({
  opens: `${name} may not be a negative value`,
  field: field ?? "",
  message: "realmSettings.securityDefenses.negativeRefused",
}));

/**
 * Refusals of the realm settings tabs that the server words without naming a field, by how its
 * English text opens, with the field they belong to and the console's own message for it.
 */
export const realmSettingsRefusals: readonly RealmRefusal[] = [
  {
    opens: "Client Session Idle Timeout cannot be greater",
    field: "clientSessionIdleTimeout",
    message: "realmSettings.sessions.clientIdleAboveSso",
  },
  {
    opens: "Client Session Max Lifespan cannot be greater",
    field: "clientSessionMaxLifespan",
    message: "realmSettings.sessions.clientMaxAboveSso",
  },
  {
    opens: "Invalid sender address",
    field: "from",
    message: "realmSettings.email.fromRefused",
  },
  ...bruteForceRefusals,
];

/** Places the server's refusal of a realm settings save on its field (see the shared helper). */
export function applyRealmErrors<TFieldValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TFieldValues>,
  fields: readonly string[],
  t: TFunction,
): boolean {
  return applyRefusals(error, setError, fields, t, realmSettingsRefusals);
}
