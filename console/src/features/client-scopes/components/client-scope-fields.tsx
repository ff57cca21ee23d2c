import { FormGroup, TextInput } from "@patternfly/react-core";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useIsFeatureEnabled } from "@/shared/api/console-data";
import { Feature } from "@/shared/api/features";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { clientScopeProtocols, scopeNamePattern, type ClientScopeFormValues } from "../form-state";
import { protocolLabel, typeOptions } from "./scope-labels";

type Values = ClientScopeFormValues;

/**
 * A client scope's fields, in the form of the nearest `FormProvider`. The protocol is chosen on
 * create only (the server keeps it); the dynamic scope fields show when the server has dynamic
 * scopes; the consent text only while the scope shows on the consent screen.
 */
export function ClientScopeFields({
  isNew = false,
  isDisabled = false,
}: {
  isNew?: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<Values>();
  const dynamicScopes = useIsFeatureEnabled(Feature.DynamicScopes);
  const [protocol, displayOnConsentScreen, isDynamicScope] = useWatch({
    control,
    name: ["protocol", "displayOnConsentScreen", "isDynamicScope"],
  });
  return (
    <>
      <TextControl<Values, "name">
        name="name"
        label={t("clientScopes.name")}
        isDisabled={isDisabled}
        helperText={t("clientScopes.nameHelp")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => {
            if (value.trim() === "") return t("clientScopes.nameBlank");
            return scopeNamePattern.test(value.trim()) || t("clientScopes.nameInvalid");
          },
        }}
      />
      <TextAreaControl<Values, "description">
        name="description"
        label={t("clientScopes.descriptionLabel")}
        isDisabled={isDisabled}
        rules={{
          maxLength: { value: 255, message: t("clientScopes.descriptionTooLong", { max: 255 }) },
        }}
      />
      <SelectControl<Values, "type">
        name="type"
        label={t("clientScopes.type.label")}
        helperText={t("clientScopes.type.help")}
        isDisabled={isDisabled}
        options={typeOptions(t).map(({ key, label }) => ({ key, value: label }))}
      />
      {isNew ? (
        <SelectControl<Values, "protocol">
          name="protocol"
          label={t("clientScopes.protocol.label")}
          options={clientScopeProtocols.map((key) => ({ key, value: protocolLabel(key, t) }))}
        />
      ) : (
        <FormGroup label={t("clientScopes.protocol.label")} fieldId="protocol">
          <TextInput id="protocol" readOnlyVariant="default" value={protocolLabel(protocol, t)} />
        </FormGroup>
      )}
      <SwitchControl<Values, "displayOnConsentScreen">
        name="displayOnConsentScreen"
        label={t("clientScopes.displayOnConsentScreen")}
        helperText={t("clientScopes.displayOnConsentScreenHelp")}
        isDisabled={isDisabled}
      />
      {displayOnConsentScreen && (
        <TextAreaControl<Values, "consentScreenText">
          name="consentScreenText"
          label={t("clientScopes.consentScreenText")}
          helperText={t("clientScopes.consentScreenTextHelp")}
          isDisabled={isDisabled}
        />
      )}
      <SwitchControl<Values, "includeInTokenScope">
        name="includeInTokenScope"
        label={t("clientScopes.includeInTokenScope")}
        helperText={t("clientScopes.includeInTokenScopeHelp")}
        isDisabled={isDisabled}
      />
      <TextControl<Values, "guiOrder">
        name="guiOrder"
        label={t("clientScopes.guiOrder")}
        helperText={t("clientScopes.guiOrderHelp")}
        inputMode="numeric"
        isDisabled={isDisabled}
        rules={{
          validate: (value) => /^\d*$/.test(value.trim()) || t("clientScopes.guiOrderInvalid"),
        }}
      />
      {dynamicScopes && protocol === "openid-connect" && (
        <>
          <SwitchControl<Values, "isDynamicScope">
            name="isDynamicScope"
            label={t("clientScopes.dynamicScope")}
            helperText={t("clientScopes.dynamicScopeHelp")}
            isDisabled={isDisabled}
          />
          {isDynamicScope && (
            <TextControl<Values, "dynamicScopeFormat">
              name="dynamicScopeFormat"
              label={t("clientScopes.dynamicScopeFormat")}
              helperText={t("clientScopes.dynamicScopeFormatHelp")}
              isDisabled={isDisabled}
              rules={{
                validate: (value) =>
                  value.trim() !== "" || t("clientScopes.dynamicScopeFormatRequired"),
              }}
            />
          )}
        </>
      )}
    </>
  );
}
