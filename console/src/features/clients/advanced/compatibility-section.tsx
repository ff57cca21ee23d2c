import { useTranslation } from "react-i18next";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import type { ClientTabProps } from "../api/client-query";
import {
  attributeFieldName,
  attributeFormValues,
  withAttributeValues,
  type AttributeField,
} from "./form-state";
import { AdvancedSection, SectionForm, useCanEditAdvanced } from "./section-form";

/** Switches for clients that expect older or non-standard OpenID Connect behaviour. */
export const compatibilityFields: readonly AttributeField[] = [
  { name: "exclude.session.state.from.auth.response", kind: "boolean" },
  { name: "exclude.issuer.from.auth.response", kind: "boolean" },
  { name: "use.refresh.tokens", kind: "boolean", defaultOn: true },
  { name: "client_credentials.use_refresh_token", kind: "boolean" },
  { name: "token.response.type.bearer.lower-case", kind: "boolean" },
];

/** OpenID Connect compatibility modes, for clients written against older behaviour. */
export function CompatibilitySection({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const isDisabled = !useCanEditAdvanced();
  const labels: Record<string, string> = {
    "exclude.session.state.from.auth.response": t("clientAdvanced.compatibility.noSessionState"),
    "exclude.issuer.from.auth.response": t("clientAdvanced.compatibility.noIssuer"),
    "use.refresh.tokens": t("clientAdvanced.compatibility.refreshTokens"),
    "client_credentials.use_refresh_token": t(
      "clientAdvanced.compatibility.clientCredentialsRefreshToken",
    ),
    "token.response.type.bearer.lower-case": t("clientAdvanced.compatibility.lowerCaseBearer"),
  };
  return (
    <AdvancedSection
      title={t("clientAdvanced.compatibility.title")}
      description={t("clientAdvanced.compatibility.description")}
    >
      <SectionForm
        values={attributeFormValues(client, compatibilityFields)}
        toClient={(values) => withAttributeValues(client, values, compatibilityFields)}
      >
        {compatibilityFields.map((field) => (
          <SwitchControl
            key={field.name}
            name={attributeFieldName(field.name)}
            id={field.name}
            label={labels[field.name] ?? field.name}
            isDisabled={isDisabled}
          />
        ))}
      </SectionForm>
    </AdvancedSection>
  );
}
