import { FormSection } from "@patternfly/react-core";
import { useEffect } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useEnvironment } from "@/shared/api/environment-context";
import { useRealm } from "@/shared/api/realm";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { urlRules } from "../components/config-rules";
import { ImportMetadata } from "../components/import-metadata";
import type { IdentityProviderFormValues } from "../form-state";

export interface SamlSectionProps {
  readOnly: boolean;
}

/**
 * Who the two sides are and where the provider receives requests: the entity IDs and the
 * single sign-on and logout addresses (usually filled by importing the provider's descriptor).
 */
export function SamlEndpointFields({ readOnly, isNew }: SamlSectionProps & { isNew: boolean }) {
  const { t } = useTranslation();
  const { serverBaseUrl } = useEnvironment();
  const realm = useRealm();
  const { getValues, setValue } = useFormContext<IdentityProviderFormValues>();
  // This realm, as a service provider, is known to the provider by its address unless told otherwise.
  useEffect(() => {
    if (isNew && !getValues("config.entityId")) {
      setValue("config.entityId", `${serverBaseUrl.replace(/\/$/, "")}/realms/${realm}`);
    }
  }, [isNew, getValues, setValue, serverBaseUrl, realm]);
  return (
    <FormSection title={t("identityProviders.saml.endpoints")} titleElement="h2">
      <ImportMetadata
        providerId="saml"
        urlKey="metadataDescriptorUrl"
        urlLabel={t("identityProviders.saml.descriptorUrl")}
        fileLabel={t("identityProviders.saml.descriptorFile")}
        helperText={t("identityProviders.saml.descriptorHelp")}
        isDisabled={readOnly}
      />
      <TextControl
        name="config.entityId"
        label={t("identityProviders.saml.entityId")}
        labelIcon={t("identityProviders.saml.entityIdHelp")}
        rules={{ required: true, maxLength: storedTextLimit }}
        isDisabled={readOnly}
      />
      <TextControl
        name="config.idpEntityId"
        label={t("identityProviders.saml.idpEntityId")}
        labelIcon={t("identityProviders.saml.idpEntityIdHelp")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={readOnly}
      />
      <TextControl
        name="config.singleSignOnServiceUrl"
        label={t("identityProviders.saml.singleSignOnServiceUrl")}
        labelIcon={t("identityProviders.saml.singleSignOnServiceUrlHelp")}
        type="url"
        rules={urlRules(t, true)}
        isDisabled={readOnly}
      />
      <TextControl
        name="config.singleLogoutServiceUrl"
        label={t("identityProviders.saml.singleLogoutServiceUrl")}
        type="url"
        rules={urlRules(t)}
        isDisabled={readOnly}
      />
      <TextControl
        name="config.artifactResolutionServiceUrl"
        label={t("identityProviders.saml.artifactResolutionServiceUrl")}
        type="url"
        rules={urlRules(t)}
        isDisabled={readOnly}
      />
      <SwitchControl
        name="config.backchannelSupported"
        label={t("identityProviders.saml.backchannelSupported")}
        labelIcon={t("identityProviders.saml.backchannelSupportedHelp")}
        valueAs="text"
        isDisabled={readOnly}
      />
    </FormSection>
  );
}
