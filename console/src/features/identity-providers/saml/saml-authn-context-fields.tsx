import { FormSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { MultiValueControl } from "@/shared/ui/form/multi-value-control";
import { SelectControl } from "@/shared/ui/form/select-control";
import type { SamlSectionProps } from "./saml-endpoint-fields";
import { authnContextComparisons, hasEmptyEntry, jsonListCodec } from "./saml-values";

/** The authentication context this realm asks the provider for (how strongly users must sign in). */
export function SamlAuthnContextFields({ readOnly }: SamlSectionProps) {
  const { t } = useTranslation();
  const noEmptyEntry = {
    validate: (value: unknown) =>
      !hasEmptyEntry(jsonListCodec.read(value)) || t("identityProviders.saml.emptyEntry"),
  };
  return (
    <FormSection title={t("identityProviders.saml.authnContext")} titleElement="h2">
      <SelectControl
        name="config.authnContextComparisonType"
        label={t("identityProviders.saml.comparison")}
        options={authnContextComparisons.map((key) => ({
          key,
          value: t(`identityProviders.saml.comparisonType.${key}`),
        }))}
        isDisabled={readOnly}
      />
      <MultiValueControl
        name="config.authnContextClassRefs"
        label={t("identityProviders.saml.classRefs")}
        addLabel={t("identityProviders.saml.addClassRef")}
        codec={jsonListCodec}
        rules={noEmptyEntry}
        isDisabled={readOnly}
      />
      <MultiValueControl
        name="config.authnContextDeclRefs"
        label={t("identityProviders.saml.declRefs")}
        addLabel={t("identityProviders.saml.addDeclRef")}
        codec={jsonListCodec}
        rules={noEmptyEntry}
        isDisabled={readOnly}
      />
    </FormSection>
  );
}
