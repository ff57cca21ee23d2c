import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";
import { CodeEditorControl } from "@/shared/ui/form/code-editor-control";
import { EditForm } from "@/shared/ui/form/edit-form";
import { jsonListText, parseJsonList } from "../client-policies-state";

interface JsonFormValues {
  json: string;
}

export interface JsonListEditorProps<T extends { name?: string }> {
  /** Which list the text holds: the realm's own profiles or policies, never the global ones. */
  listKey: "profiles" | "policies";
  entries: readonly T[];
  canManage: boolean;
  /** Replaces the realm's list with the one typed; rejects when the server refuses it. */
  save: (entries: T[]) => Promise<unknown>;
  isSaving: boolean;
}

/**
 * The realm's profiles or policies as JSON, edited as a whole. What is typed is checked before it
 * is sent, each problem told at the editor; a refusal of the server is told there too, and the
 * text stays as typed until it is saved or reverted.
 */
export function JsonListEditor<T extends { name?: string }>({
  listKey,
  entries,
  canManage,
  save,
  isSaving,
}: JsonListEditorProps<T>) {
  const { t } = useTranslation();
  const form = useForm<JsonFormValues>({
    defaultValues: { json: jsonListText(listKey, entries) },
    mode: "onChange",
  });
  const send = async (values: JsonFormValues) => {
    const parsed = parseJsonList<T>(values.json, listKey);
    // The field's own rule refuses such text before a save; this keeps the types honest.
    if (!parsed.ok) throw new Error(t(`realmSettings.clientPolicies.json.${parsed.problem}`));
    try {
      await save(parsed.entries);
    } catch (error) {
      form.setError("json", { type: "server", message: errorMessage(error, t).message });
      throw error;
    }
    form.reset({ json: jsonListText(listKey, parsed.entries) });
  };
  return (
    <EditForm
      form={form}
      save={send}
      isSaving={isSaving}
      canEdit={canManage}
      savedMessage={t(`realmSettings.clientPolicies.json.${listKey}Saved`)}
      saveErrorKey="realmSettings.clientPolicies.json.saveError"
    >
      <CodeEditorControl<JsonFormValues>
        name="json"
        language="json"
        label={t(`realmSettings.clientPolicies.json.${listKey}Label`)}
        labelIcon={t("realmSettings.clientPolicies.json.help")}
        height="28rem"
        isDisabled={!canManage}
        rules={{
          validate: (value: unknown) => {
            const parsed = parseJsonList(String(value), listKey);
            return parsed.ok || t(`realmSettings.clientPolicies.json.${parsed.problem}`);
          },
        }}
      />
    </EditForm>
  );
}
