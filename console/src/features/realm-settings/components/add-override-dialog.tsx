import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { useSaveOverride } from "../api/use-save-override";

interface OverrideValues {
  key: string;
  value: string;
}

interface AddOverrideDialogProps {
  locale: string;
  /** The name of the locale, as the dialog's description shows it. */
  localeName: string;
  /** Keys the locale already has a text for: those are edited in the table instead. */
  existingKeys: readonly string[];
  onClose: () => void;
}

/** Adds one of the realm's own texts to a locale: the message key and the text shown for it. */
export function AddOverrideDialog({
  locale,
  localeName,
  existingKeys,
  onClose,
}: AddOverrideDialogProps) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const save = useSaveOverride();
  const form = useForm<OverrideValues>({ defaultValues: { key: "", value: "" }, mode: "onChange" });

  return (
    <FormDialog<OverrideValues>
      title={t("realmSettings.localization.add.title")}
      description={t("realmSettings.localization.add.description", { locale: localeName })}
      form={form}
      submitLabel={t("realmSettings.localization.add.submit")}
      errorTitle={t("realmSettings.localization.add.error")}
      variant="medium"
      onSubmit={async ({ key, value }) => {
        await save.mutateAsync({ locale, key: key.trim(), value });
        addAlert(t("realmSettings.localization.add.saved"), "success");
      }}
      onClose={onClose}
    >
      <TextControl<OverrideValues>
        name="key"
        label={t("realmSettings.localization.key")}
        labelIcon={t("realmSettings.localization.keyHelp")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: {
            // A key is part of the address the text is stored at: no spaces or slashes.
            wellFormed: (key) =>
              /^[^\s/\\]+$/.test(key.trim()) || t("realmSettings.localization.keyInvalid"),
            unused: (key) =>
              !existingKeys.includes(key.trim()) || t("realmSettings.localization.keyTaken"),
          },
        }}
      />
      <TextAreaControl<OverrideValues>
        name="value"
        label={t("realmSettings.localization.value")}
        rules={{ required: true }}
      />
    </FormDialog>
  );
}
