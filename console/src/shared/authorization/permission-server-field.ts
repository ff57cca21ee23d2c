import type { TFunction } from "i18next";
import { errorMessage } from "@/shared/api/error-message";

/**
 * The field a refused permission save belongs to. The server names no field: a name another policy
 * or permission of the resource server holds comes back as a conflict. Anything else stays a
 * general failure.
 */
export function permissionServerField(
  error: unknown,
  t: TFunction,
): { name: "name"; message: string } | undefined {
  const { status, message } = errorMessage(error);
  if (status === 409 || /already exists/i.test(message))
    return { name: "name", message: t("authorization.permissions.form.nameTaken") };
  return undefined;
}
