import type { TFunction } from "i18next";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { applyServerErrors } from "@/shared/api/server-validation";

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
 * Refusals the server words without naming a field, by how its English text opens, with the
 * field they belong to and the console's own message for it.
 */
const fieldlessRefusals: readonly { opens: string; field: string; message: string }[] = [
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

function refusalText(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("responseData" in error)) return undefined;
  const data = error.responseData;
  if (typeof data !== "object" || data === null || !("errorMessage" in data)) return undefined;
  return typeof data.errorMessage === "string" ? data.errorMessage : undefined;
}

/**
 * Places the server's refusal of a realm save on the field it is about, if the form has that
 * field, and focuses it. Returns whether anything was placed; the save's alert shows either way.
 */
export function applyRealmErrors<TFieldValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TFieldValues>,
  fields: readonly string[],
  t: TFunction,
): boolean {
  const text = refusalText(error);
  const refusal = fieldlessRefusals.find(
    (known) => text?.startsWith(known.opens) === true && fields.includes(known.field),
  );
  if (refusal !== undefined) {
    setError(
      refusal.field as Path<TFieldValues>,
      { type: "server", message: t(refusal.message) },
      { shouldFocus: true },
    );
    return true;
  }
  return applyServerErrors(error, setError, { t, fieldName: (field) => field });
}
