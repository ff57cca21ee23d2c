import type { TFunction } from "i18next";
import { errorMessage } from "@/shared/api/error-message";
import type { OrganizationFormValues } from "./form-state";

type FieldName = "name" | "alias" | "redirectUrl" | `domains.${number}.name`;

/** The row of the domain a server message names, matched on the domain as typed. */
function domainRow(message: string, values: OrganizationFormValues): number {
  const index = values.domains.findIndex(
    (domain) => domain.name.trim() !== "" && message.includes(domain.name.trim()),
  );
  return Math.max(index, 0);
}

/**
 * The field a refused save belongs to. The server names no field: a taken name is a 409, a domain
 * another organization holds or one it cannot read names the domain, and a refused alias names the
 * character it does not allow. Anything else stays a general failure.
 */
export function serverFieldOf(
  error: unknown,
  values: OrganizationFormValues,
  t: TFunction,
): { name: FieldName; message: string } | undefined {
  const { status, message } = errorMessage(error);
  if (status === 409) return { name: "name", message: t("organizations.form.nameTaken") };
  if (status !== 400) return undefined;
  if (/already linked to/i.test(message))
    return {
      name: `domains.${domainRow(message, values)}.name`,
      message: t("organizations.form.domainTaken"),
    };
  if (/invalid domain/i.test(message))
    return {
      name: `domains.${domainRow(message, values)}.name`,
      message: t("organizations.form.domainInvalid"),
    };
  if (/redirect url/i.test(message))
    return { name: "redirectUrl", message: t("organizations.form.redirectUrlInvalid") };
  // Without an alias the server makes one from the name, and refuses a name it cannot use so.
  if (/name cannot be used as alias/i.test(message))
    return { name: "alias", message: t("organizations.form.aliasFromName") };
  if (/not allowed/i.test(message))
    return { name: "alias", message: t("organizations.form.aliasInvalid") };
  return undefined;
}
