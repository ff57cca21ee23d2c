import type { TFunction } from "i18next";
import { isHttpUrl, storedTextLimit } from "@/shared/ui/form/rules";

/**
 * The rules of an address field of a provider's config: an absolute http or https URL, required
 * or not. Config values are text, so a field left empty is simply not stored.
 */
export function urlRules(t: TFunction, isRequired = false) {
  return {
    required: isRequired,
    validate: (value: unknown) =>
      typeof value !== "string" ||
      value.trim() === "" ||
      isHttpUrl(value) ||
      t("identityProviders.settings.urlInvalid"),
  };
}

/** A whole number of at least zero, or nothing: the server reads it as one and fails otherwise. */
export function countRules(t: TFunction) {
  return {
    validate: (value: unknown) =>
      typeof value !== "string" ||
      value.trim() === "" ||
      /^\d+$/.test(value.trim()) ||
      t("identityProviders.settings.countInvalid"),
  };
}

/** A single-line config value such as a client id or a claim name. */
export const textRules = { maxLength: storedTextLimit } as const;
