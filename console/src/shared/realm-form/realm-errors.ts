import type { TFunction } from "i18next";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { applyServerErrors } from "@/shared/api/server-validation";

/**
 * A refusal the server words without naming a field: how its English text opens, the field it is
 * about and the console's own message for it.
 */
export interface RealmRefusal {
  opens: string;
  field: string;
  message: string;
}

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
  refusals: readonly RealmRefusal[],
): boolean {
  const text = refusalText(error);
  const refusal = refusals.find(
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
