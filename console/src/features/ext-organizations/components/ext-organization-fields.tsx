import { useTranslation } from "react-i18next";
import { MultiValueControl } from "@/shared/ui/form/multi-value-control";
import { optionalHttpUrl, storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { domainPattern, type ExtOrganizationFormValues } from "../form-state";

type Values = ExtOrganizationFormValues;

/** An organization's fields, in the form of the nearest `FormProvider`. */
export function ExtOrganizationFields({ isDisabled = false }: { isDisabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextControl<Values, "name">
        name="name"
        label={t("extOrganizations.form.name")}
        helperText={t("extOrganizations.form.nameHelp")}
        isDisabled={isDisabled}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("extOrganizations.form.nameBlank"),
        }}
      />
      <TextControl<Values, "displayName">
        name="displayName"
        label={t("extOrganizations.form.displayName")}
        isDisabled={isDisabled}
        rules={{ maxLength: storedTextLimit }}
      />
      <TextControl<Values, "url">
        name="url"
        label={t("extOrganizations.form.url")}
        helperText={t("extOrganizations.form.urlHelp")}
        type="url"
        isDisabled={isDisabled}
        rules={{
          maxLength: storedTextLimit,
          validate: optionalHttpUrl(t("extOrganizations.form.urlInvalid")),
        }}
      />
      <MultiValueControl<Values, "domains">
        name="domains"
        label={t("extOrganizations.form.domains")}
        helperText={t("extOrganizations.form.domainsHelp")}
        addLabel={t("extOrganizations.form.addDomain")}
        isDisabled={isDisabled}
        rules={{
          validate: (domains) =>
            domains.every((domain) => domain.trim() === "" || domainPattern.test(domain.trim())) ||
            t("extOrganizations.form.domainInvalid"),
        }}
      />
    </>
  );
}
