import type { RealmRepresentation } from "@gatehouse/admin-client";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormSetError,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { EditFormProps } from "@/shared/ui/form/edit-form";
import type { RealmChanges } from "./realm-changes";
import { applyRealmErrors, type RealmRefusal } from "./realm-errors";
import { useUpdateRealm } from "./api/use-update-realm";

export interface RealmFormOptions<TValues extends FieldValues> {
  realm: RealmRepresentation;
  canManage: boolean;
  defaultValues: TValues;
  /** What the form's values change in the realm's representation. */
  toChanges: (values: TValues) => RealmChanges;
  /** Saved after the realm itself, for settings kept elsewhere (the user profile's policy). */
  afterSave?: (values: TValues) => Promise<unknown>;
  /** Whether that other save is still running. */
  isSavingElsewhere?: boolean;
  /** Refusals the server words without naming a field, placed on the field they are about. */
  refusals?: readonly RealmRefusal[];
  /**
   * Places a refusal whose field depends on the values (a rule among a list of them); returns
   * whether it did. Tried before `refusals` and the server's named fields.
   */
  placeError?: (error: unknown, values: TValues, setError: UseFormSetError<TValues>) => boolean;
  /** The alert of a save that went through. */
  savedMessage: string;
  /** The message key of the alert of a save that failed. */
  saveErrorKey: string;
  /** Keeps the form's draft apart from other forms on the same address. */
  draftName?: string;
}

/**
 * A form over some of the realm's own fields: react-hook-form with the form's values, a save that
 * merges them into the realm (`PUT` of the whole realm) and places the server's refusal on its
 * field, and the props of the `EditForm` around the fields (saved alert, unsaved-changes guard,
 * read-only without manage-realm).
 *
 * @example
 * const { form, editForm } = useRealmForm({ realm, canManage, defaultValues, toChanges, savedMessage, saveErrorKey });
 * return <EditForm {...editForm}><Fields /></EditForm>;
 */
export function useRealmForm<TValues extends FieldValues>({
  realm,
  canManage,
  defaultValues,
  toChanges,
  afterSave,
  isSavingElsewhere = false,
  refusals = [],
  placeError,
  savedMessage,
  saveErrorKey,
  draftName,
}: RealmFormOptions<TValues>) {
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
      if (placeError?.(error, values, form.setError) !== true)
        applyRealmErrors(error, form.setError, Object.keys(defaultValues), t, refusals);
      throw error;
    }
  };
  const editForm: Omit<EditFormProps<TValues>, "children"> = {
    form,
    save,
    isSaving: update.isPending || isSavingElsewhere,
    canEdit: canManage,
    savedMessage,
    saveErrorKey,
    ...(draftName !== undefined && { draftName }),
  };
  return { form, editForm };
}
