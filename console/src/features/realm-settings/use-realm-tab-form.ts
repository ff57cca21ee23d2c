import type { FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRealmForm, type RealmFormOptions } from "@/shared/realm-form/use-realm-form";
import { realmSettingsRefusals } from "./server-errors";

type RealmTabFormOptions<TValues extends FieldValues> = Omit<
  RealmFormOptions<TValues>,
  "refusals" | "savedMessage" | "saveErrorKey"
>;

/**
 * The form of one realm settings tab: the shared realm form with the realm settings' alerts and
 * the refusals their fields meet.
 *
 * @example
 * const { form, editForm } = useRealmTabForm({ realm, canManage, defaultValues: sessionsFormValues(realm), toChanges: sessionsRealmChanges });
 * return <EditForm {...editForm}><SessionFields /></EditForm>;
 */
export function useRealmTabForm<TValues extends FieldValues>(
  options: RealmTabFormOptions<TValues>,
) {
  const { t } = useTranslation();
  return useRealmForm({
    ...options,
    refusals: realmSettingsRefusals,
    savedMessage: t("realmSettings.saved"),
    saveErrorKey: "realmSettings.saveError",
  });
}
