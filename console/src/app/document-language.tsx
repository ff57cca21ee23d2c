import type { i18n as I18n } from "i18next";
import { useEffect } from "react";
import { followDocumentLanguage } from "@/shared/i18n/document-language";

/** Keeps `<html lang dir>` in step with the interface language while the console is shown. */
export function DocumentLanguage({ i18n }: { i18n: I18n }) {
  useEffect(() => followDocumentLanguage(i18n, document.documentElement), [i18n]);
  return null;
}
