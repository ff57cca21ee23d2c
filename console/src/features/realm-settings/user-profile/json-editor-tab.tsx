import type { UserProfileConfig } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";
import { CodeEditorControl } from "@/shared/ui/form/code-editor-control";
import { EditForm } from "@/shared/ui/form/edit-form";
import { useUpdateUserProfile } from "../api/use-update-user-profile";
import type { UserProfileTabProps } from "./attributes-tab";

interface JsonEditorValues {
  json: string;
}

/** The text is a JSON object, as the configuration is; anything else the server cannot take. */
function parsedConfig(text: string): UserProfileConfig | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The whole user profile configuration as JSON. Text that is not a JSON object is refused at the
 * editor before anything is sent; the server's refusal shows there too, and the text stays.
 */
export function JsonEditorTab({ config, canManage }: UserProfileTabProps) {
  const { t } = useTranslation();
  const update = useUpdateUserProfile();
  const form = useForm<JsonEditorValues>({
    defaultValues: { json: JSON.stringify(config, null, 2) },
    mode: "onChange",
  });
  const save = async ({ json }: JsonEditorValues) => {
    const edited = parsedConfig(json);
    if (edited === undefined) return;
    try {
      // The text is the whole configuration: it replaces what the server holds.
      await update.mutateAsync(() => edited);
    } catch (error) {
      form.setError(
        "json",
        { type: "server", message: errorMessage(error, t).message },
        { shouldFocus: true },
      );
      throw error;
    }
  };
  return (
    <EditForm
      form={form}
      save={save}
      isSaving={update.isPending}
      canEdit={canManage}
      savedMessage={t("realmSettings.userProfile.saved")}
      saveErrorKey="realmSettings.userProfile.saveError"
    >
      <CodeEditorControl
        name="json"
        label={t("realmSettings.userProfile.json")}
        language="json"
        // No fixed height: the editor grows with the text, so no scrolled region holds it.
        isReadOnly={!canManage}
        rules={{
          required: true,
          // Text that does not parse at all is the editor's own "invalid JSON" error.
          validate: (value) =>
            !isJson(String(value)) ||
            parsedConfig(String(value)) !== undefined ||
            t("realmSettings.userProfile.jsonNotObject"),
        }}
      />
    </EditForm>
  );
}
