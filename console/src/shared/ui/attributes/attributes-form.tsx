import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import {
  keyValueToMap,
  mapToKeyValue,
  type KeyValue,
  type MultiValueMap,
} from "@/shared/lib/key-value";
import { EditForm } from "@/shared/ui/form/edit-form";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";

interface AttributesFormValues {
  attributes: KeyValue[];
}

/** Translated texts of the attributes form; each section words them in its own vocabulary. */
export interface AttributesFormTexts {
  label: string;
  keyLabel: string;
  valueLabel: string;
  addLabel: string;
  saved: string;
}

export interface AttributesFormProps {
  /** The attributes the server holds. */
  attributes: MultiValueMap | undefined;
  /** Stores the edited attributes; rejects when the server refuses them. */
  save: (attributes: MultiValueMap) => Promise<unknown>;
  isSaving: boolean;
  canEdit: boolean;
  texts: AttributesFormTexts;
  /** Message key of the alert after a failed save. */
  saveErrorKey: string;
  /** Shown above the rows, e.g. why they cannot be edited. */
  notice?: ReactNode;
  /**
   * The most characters the server stores in a key and in a value, where it has a limit (groups'
   * and roles' attributes: `storedTextLimit` for both); longer ones are refused at their row.
   */
  maxLength?: number | { key: number; value: number };
}

/**
 * An object's attributes as key and value rows, a key on several rows holding several values;
 * read-only without `canEdit`. Remount with a new `key` after a save, so the form starts again
 * from what the server holds.
 */
export function AttributesForm({
  attributes,
  save,
  isSaving,
  canEdit,
  texts,
  saveErrorKey,
  notice,
  maxLength,
}: AttributesFormProps) {
  const form = useForm<AttributesFormValues>({
    defaultValues: { attributes: mapToKeyValue(attributes) },
    // A row over the length limit says so as it is typed, as Save turns unavailable.
    mode: "onChange",
  });
  return (
    <EditForm
      form={form}
      save={(values) => save(keyValueToMap(values.attributes))}
      isSaving={isSaving}
      canEdit={canEdit}
      savedMessage={texts.saved}
      saveErrorKey={saveErrorKey}
    >
      {notice}
      <KeyValueControl<AttributesFormValues>
        name="attributes"
        label={texts.label}
        keyLabel={texts.keyLabel}
        valueLabel={texts.valueLabel}
        addLabel={texts.addLabel}
        isDisabled={!canEdit}
        {...(maxLength !== undefined &&
          (typeof maxLength === "number"
            ? { keyMaxLength: maxLength, valueMaxLength: maxLength }
            : { keyMaxLength: maxLength.key, valueMaxLength: maxLength.value }))}
      />
    </EditForm>
  );
}
