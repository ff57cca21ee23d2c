import { useTranslation } from "react-i18next";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import type { ClientFieldGroupProps } from "./field-group-props";

/** Client id, name, description and whether the client always shows in the account console. */
export function GeneralFields({ form, isDisabled }: ClientFieldGroupProps) {
  const { t } = useTranslation();
  const control = form.control;
  return (
    <>
      <TextControl
        control={control}
        name="clientId"
        label={t("clientSettings.clientId")}
        helperText={t("clientSettings.clientIdHelp")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("clientSettings.blankClientId"),
        }}
        isDisabled={isDisabled}
      />
      <TextControl
        control={control}
        name="name"
        label={t("clientSettings.name")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={isDisabled}
      />
      <TextAreaControl
        control={control}
        name="description"
        label={t("clientSettings.description")}
        rows={3}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={isDisabled}
      />
      <SwitchControl
        control={control}
        name="alwaysDisplayInConsole"
        label={t("clientSettings.alwaysDisplayInConsole")}
        helperText={t("clientSettings.alwaysDisplayInConsoleHelp")}
        isDisabled={isDisabled}
      />
    </>
  );
}
