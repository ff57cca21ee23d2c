import type { TFunction } from "i18next";
import type { ErrorMessage } from "@/shared/api/error-message";

/**
 * The field a refused save belongs to. The extension names no field and checks little itself (it
 * takes any text as a domain or address, which the form checks instead): what it refuses is a name
 * another organization of the realm has, with a 409. Anything else stays a general failure.
 */
export function extServerFieldOf(
  failure: Pick<ErrorMessage, "status">,
  t: TFunction,
): { field: "name"; message: string } | undefined {
  return failure.status === 409
    ? { field: "name", message: t("extOrganizations.form.nameTaken") }
    : undefined;
}
