import type { RealmRepresentation } from "@gatehouse/admin-client";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { EditFormProps } from "@/shared/ui/form/edit-form";
import { useUpdateRealm } from "./api/use-update-realm";
import type { RealmChanges } from "./form-state";
import { applyRealmErrors } from "./server-errors";

interface RealmTabFormOptions<TValues extends FieldValues> {
  realm: RealmRepresentation;
  canManage: boolean;
  defaultValues: TValues;
  /** What the form's values change in the realm's representation. */
  toChanges: (values: TValues) => RealmChanges;
  /** Saved after the realm itself, for settings kept elsewhere (the user profile's policy). */
  afterSave?: (values: TValues) => Promise<unknown>;
  /** Whether that other save is still running. */
  isSavingElsewhere?: boolean;
}

/**
 * The form of one realm settings tab: react-hook-form with the tab's values, a save that merges
 * them into the realm and places the server's refusal on its field, and the props of the
 * `EditForm` around the tab's fields (saved alert, unsaved-changes guard, read-only without
 * manage-realm).
 *
 * @example
 * const { form, editForm } = useRealmTabForm({ realm, canManage, defaultValues: sessionsFormValues(realm), toChanges: sessionsRealmChanges });
 * return <EditForm {...editForm}><SessionFields /></EditForm>;
 */
export function useRealmTabForm<TValues extends FieldValues>({
  realm,
  canManage,
  defaultValues,
  toChanges,
  afterSave,
  isSavingElsewhere = false,
}: RealmTabFormOptions<TValues>) {
  const { t } = useTranslation();
  const update = useUpdateRealm();
  const form = useForm<TValues>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode: "onChange",
  });
  const save = async (values: TValues) => {
    try {
      await update.mutateAsync({ loaded: realm, changes: toChanges(values) });
      await afterSave?.(values);
    } catch (error) {
      applyRealmErrors(error, form.setError, Object.keys(defaultValues), t);
      throw error;
    }
  };
  const editForm: Omit<EditFormProps<TValues>, "children"> = {
    form,
    save,
    isSaving: update.isPending || isSavingElsewhere,
    canEdit: canManage,
    savedMessage: t("realmSettings.saved"),
    saveErrorKey: "realmSettings.saveError",
  };
  return { form, editForm };
}
