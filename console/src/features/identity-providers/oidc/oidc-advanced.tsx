import { ExpandableSection } from "@patternfly/react-core";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { countRules, textRules } from "../components/config-rules";
import { configField, type IdentityProviderFormValues } from "../form-state";

const prompts = ["", "none", "consent", "login", "select_account"] as const;

/** On/off settings of the sign-in request and the tokens, in the order administrators look for them. */
const switches = [
  "loginHint",
  "passMaxAge",
  "uiLocales",
  "backchannelSupported",
  "sendClientIdOnLogout",
  "sendIdTokenOnLogout",
  "disableUserInfo",
  "disableNonce",
  "disableTypeClaimCheck",
  "isAccessTokenJWT",
  "acceptsPromptNoneForwardFromClient",
] as const;

const isOn = (value: unknown) => value === true || value === "true";

/** Scopes, prompt and the less common OpenID Connect settings, folded away until asked for. */
export function OidcAdvanced({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const { control } = useFormContext<IdentityProviderFormValues>();
  const filtered = isOn(useWatch({ control, name: configField("filteredByClaim") }));
  return (
    <>
      <TextControl<IdentityProviderFormValues>
        name={configField("defaultScope")}
        label={t("identityProviders.oidc.scopes")}
        helperText={t("identityProviders.oidc.scopesHelp")}
        isDisabled={readOnly}
        rules={textRules}
      />
      <SelectControl<IdentityProviderFormValues>
        name={configField("prompt")}
        label={t("identityProviders.oidc.prompt")}
        isDisabled={readOnly}
        options={prompts.map((key) => ({
          key,
          value: t(`identityProviders.oidc.prompts.${key === "" ? "unspecified" : key}`),
        }))}
      />
      <ExpandableSection
        toggleText={t("identityProviders.oidc.advanced")}
        isExpanded={isExpanded}
        onToggle={(_event, expanded) => {
          setExpanded(expanded);
        }}
        // Fields stay mounted while folded, so a failed rule inside still blocks the save.
        isIndented
      >
        {switches.map((key) => (
          <SwitchControl<IdentityProviderFormValues>
            key={key}
            name={configField(key)}
            label={t(`identityProviders.oidc.switch.${key}`)}
            isDisabled={readOnly}
          />
        ))}
        <TextControl<IdentityProviderFormValues>
          name={configField("allowedClockSkew")}
          label={t("identityProviders.oidc.clockSkew")}
          helperText={t("identityProviders.oidc.clockSkewHelp")}
          inputMode="numeric"
          isDisabled={readOnly}
          rules={countRules(t)}
        />
        <TextControl<IdentityProviderFormValues>
          name={configField("forwardParameters")}
          label={t("identityProviders.oidc.forwardParameters")}
          helperText={t("identityProviders.oidc.forwardParametersHelp")}
          isDisabled={readOnly}
          rules={textRules}
        />
        <SwitchControl<IdentityProviderFormValues>
          name={configField("filteredByClaim")}
          label={t("identityProviders.oidc.filteredByClaim")}
          isDisabled={readOnly}
        />
        {filtered && (
          <>
            <TextControl<IdentityProviderFormValues>
              name={configField("claimFilterName")}
              label={t("identityProviders.oidc.claimFilterName")}
              isDisabled={readOnly}
              rules={{ ...textRules, required: true }}
            />
            <TextControl<IdentityProviderFormValues>
              name={configField("claimFilterValue")}
              label={t("identityProviders.oidc.claimFilterValue")}
              helperText={t("identityProviders.oidc.claimFilterValueHelp")}
              isDisabled={readOnly}
              rules={{ ...textRules, required: true }}
            />
          </>
        )}
      </ExpandableSection>
    </>
  );
}
