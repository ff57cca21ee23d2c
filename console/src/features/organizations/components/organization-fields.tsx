import { useTranslation } from "react-i18next";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { aliasPattern, isRedirectUrl, type OrganizationFormValues } from "../form-state";
import { DomainsField } from "./domains-field";

type Values = OrganizationFormValues;

/**
 * An organization's fields, in the form of the nearest `FormProvider`. The alias is chosen on
 * create only: the server keeps it, since it names the organization in tokens. The enabled switch
 * shows on a saved organization (a new one starts enabled).
 */
export function OrganizationFields({
  isNew = false,
  isDisabled = false,
}: {
  isNew?: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextControl<Values, "name">
        name="name"
        label={t("organizations.form.name")}
        isDisabled={isDisabled}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("organizations.form.nameBlank"),
        }}
      />
      <TextControl<Values, "alias">
        name="alias"
        label={t("organizations.form.alias")}
        helperText={isNew ? t("organizations.form.aliasHelp") : t("organizations.form.aliasFixed")}
        isDisabled={isDisabled}
        readOnly={!isNew}
        rules={{
          maxLength: storedTextLimit,
          validate: (value) =>
            aliasPattern.test(value.trim()) || t("organizations.form.aliasInvalid"),
        }}
      />
      {!isNew && (
        <SwitchControl<Values, "enabled">
          name="enabled"
          label={t("organizations.form.enabled")}
          isDisabled={isDisabled}
        />
      )}
      <DomainsField isDisabled={isDisabled} />
      <TextControl<Values, "redirectUrl">
        name="redirectUrl"
        label={t("organizations.form.redirectUrl")}
        helperText={t("organizations.form.redirectUrlHelp")}
        type="url"
        isDisabled={isDisabled}
        rules={{
          maxLength: storedTextLimit,
          validate: (value) => isRedirectUrl(value) || t("organizations.form.redirectUrlInvalid"),
        }}
      />
      <TextAreaControl<Values, "description">
        name="description"
        label={t("organizations.form.description")}
        isDisabled={isDisabled}
        rules={{ maxLength: storedTextLimit }}
      />
    </>
  );
}
