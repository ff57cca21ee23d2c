import type { TFunction } from "i18next";
import { errorMessage } from "@/shared/api/error-message";

/**
 * The field a refused save belongs to. The server answers a taken alias with 409 and names the
 * alias in other refusals about it; neither says which field, so they are placed here.
 */
export function serverFieldOf(
  error: unknown,
  t: TFunction,
): { name: "alias"; message: string } | undefined {
  const { status, message } = errorMessage(error);
  if (status === 409) return { name: "alias", message: t("identityProviders.settings.aliasTaken") };
  if (status === 400 && /alias/i.test(message)) return { name: "alias", message };
  return undefined;
}
