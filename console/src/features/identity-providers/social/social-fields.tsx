import { FormSection } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { PasswordControl } from "@/shared/ui/form/password-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { providerTypeQuery } from "../api/provider-type-query";
import { textConfigComponents } from "./text-config-fields";

export interface SocialFieldsProps {
  providerId: string;
  readOnly: boolean;
  isNew: boolean;
}

/**
 * A social provider (GitHub, Google, Microsoft …): the client registered with it, the scopes
 * asked for, and the options of its own that the server describes for the type.
 */
export function SocialFields(props: SocialFieldsProps) {
  const { socialProviders = [] } = useServerInfo();
  // A type the server does not list as social (a newer built-in type) gets only the common settings.
  if (!socialProviders.some((type) => type.id === props.providerId)) return null;
  return <SocialProviderFields {...props} />;
}

function SocialProviderFields({ providerId, readOnly, isNew }: SocialFieldsProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const type = useQuery(providerTypeQuery(client, realm, providerId));
  const properties = type.data?.configProperties ?? [];
  return (
    <>
      <TextControl
        name="config.clientId"
        label={t("identityProviders.social.clientId")}
        rules={{ required: true, maxLength: storedTextLimit }}
        autoComplete="off"
        isDisabled={readOnly}
      />
      <PasswordControl
        name="config.clientSecret"
        label={t("identityProviders.social.clientSecret")}
        labelIcon={t("identityProviders.social.clientSecretHelp")}
        // The server sends a stored secret back masked; a new provider needs one.
        rules={isNew ? { required: true } : undefined}
        isDisabled={readOnly}
      />
      <TextControl
        name="config.defaultScope"
        label={t("identityProviders.social.defaultScope")}
        labelIcon={t("identityProviders.social.defaultScopeHelp")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={readOnly}
      />
      {type.isError && (
        <p role="alert">
          {t("identityProviders.social.optionsFailed", {
            error: errorMessage(type.error, t).message,
          })}
        </p>
      )}
      {properties.length > 0 && (
        <FormSection title={t("identityProviders.social.options")} titleElement="h2">
          <DynamicFields
            properties={properties}
            components={textConfigComponents}
            isDisabled={readOnly}
          />
        </FormSection>
      )}
    </>
  );
}
