import type { TFunction } from "i18next";
import { errorMessage } from "@/shared/api/error-message";
import type { ClientScopeFormValues } from "../form-state";

/**
 * The field a refused save belongs to: the server answers a taken name with 409 and a name it
 * does not accept with "Unexpected name …"; neither names the field, so they are placed here.
 */
export function serverFieldOf(
  error: unknown,
  t: TFunction,
): { name: keyof ClientScopeFormValues; message: string } | undefined {
  const { status, message } = errorMessage(error);
  if (status === 409) return { name: "name", message: t("clientScopes.nameTaken") };
  if (status === 400 && message.startsWith("Unexpected name"))
    return { name: "name", message: t("clientScopes.nameInvalid") };
  return undefined;
}
