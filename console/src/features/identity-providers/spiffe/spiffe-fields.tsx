import { useTranslation } from "react-i18next";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { urlRules } from "../components/config-rules";

export interface SpiffeFieldsProps {
  providerId: string;
  readOnly: boolean;
  isNew: boolean;
}

/** A SPIFFE trust domain is named "spiffe://" and a host name, nothing after it. */
export const trustDomainPattern = /^spiffe:\/\/[a-z0-9.\-_]+$/;

/**
 * A SPIFFE provider: the trust domain whose workloads sign in with their SVIDs, and where its
 * trust bundle (the keys those SVIDs are checked with) is published.
 */
export function SpiffeFields({ readOnly }: SpiffeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextControl
        name="config.trustDomain"
        label={t("identityProviders.saml.spiffe.trustDomain")}
        labelIcon={t("identityProviders.saml.spiffe.trustDomainHelp")}
        placeholder="spiffe://example.org"
        rules={{
          required: true,
          maxLength: storedTextLimit,
          pattern: {
            value: trustDomainPattern,
            message: t("identityProviders.saml.spiffe.trustDomainInvalid"),
          },
        }}
        isDisabled={readOnly}
      />
      <TextControl
        name="config.bundleEndpoint"
        label={t("identityProviders.saml.spiffe.bundleEndpoint")}
        labelIcon={t("identityProviders.saml.spiffe.bundleEndpointHelp")}
        type="url"
        rules={urlRules(t, true)}
        isDisabled={readOnly}
      />
    </>
  );
}
