import type { FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { attributeField, type ClientAttributeKey, type ClientFormValues } from "../form-state";
import type { ClientFieldGroupProps } from "./field-group-props";

const nameIdFormats = ["username", "email", "transient", "persistent"] as const;

/** The switches of a SAML client's capabilities, in the order the settings show them. */
const samlFlags: readonly { key: ClientAttributeKey; id: string; label: string }[] = [
  { key: "saml_force_name_id_format", id: "forceNameIdFormat", label: "forceNameIdFormat" },
  { key: "saml.force.post.binding", id: "forcePostBinding", label: "forcePostBinding" },
  { key: "saml.artifact.binding", id: "forceArtifactBinding", label: "forceArtifactBinding" },
  { key: "saml.authnstatement", id: "includeAuthnStatement", label: "includeAuthnStatement" },
  { key: "saml.onetimeuse.condition", id: "includeOneTimeUse", label: "includeOneTimeUse" },
  {
    key: "saml.server.signature.keyinfo.ext",
    id: "optimizeRedirectLookup",
    label: "optimizeRedirectLookup",
  },
  { key: "saml.allow.ecp.flow", id: "allowEcpFlow", label: "allowEcpFlow" },
];

/** What a SAML client's assertions name the user by, and how they are sent. */
export function SamlCapabilityFields({ form, isDisabled }: ClientFieldGroupProps) {
  const { t } = useTranslation();
  const control = form.control;
  return (
    <>
      <SelectControl
        control={control}
        name={attributeField("saml_name_id_format")}
        id="nameIdFormat"
        data-testid="nameIdFormat"
        label={t("clientSettings.nameIdFormat")}
        helperText={t("clientSettings.nameIdFormatHelp")}
        options={nameIdFormats.map((format) => ({
          key: format,
          value: t(`clientSettings.nameIdFormat.${format}`),
        }))}
        isDisabled={isDisabled}
      />
      {samlFlags.map(({ key, id, label }) => (
        <SwitchControl
          key={key}
          control={control}
          name={attributeField(key) as FieldPath<ClientFormValues>}
          id={id}
          data-testid={id}
          label={t(`clientSettings.${label}`)}
          helperText={t(`clientSettings.${label}Help`)}
          isDisabled={isDisabled}
        />
      ))}
    </>
  );
}
