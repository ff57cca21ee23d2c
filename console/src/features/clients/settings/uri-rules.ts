import type { TFunction } from "i18next";
import { refusedUri } from "../form-state";

/**
 * The rule of a field holding one address or a list of them: a "javascript:" or "data:" address is
 * refused before it reaches the server, naming the address.
 */
export function uriRules(t: TFunction) {
  return {
    validate: (value: unknown) => {
      const values = Array.isArray(value)
        ? value.filter((item): item is string => typeof item === "string")
        : typeof value === "string"
          ? [value]
          : [];
      const refused = refusedUri(values);
      return refused === undefined || t("clientSettings.refusedUri", { uri: refused.trim() });
    },
  };
}
