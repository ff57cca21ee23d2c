import { useTranslation } from "react-i18next";
import { TextControl } from "@/shared/ui/form/text-control";
import { urlRules } from "../components/config-rules";

export interface KubernetesFieldsProps {
  providerId: string;
  readOnly: boolean;
  isNew: boolean;
}

/**
 * A Kubernetes provider: service account tokens are accepted when issued by this cluster's issuer,
 * whose keys the server reads from the issuer's discovery document.
 */
export function KubernetesFields({ readOnly }: KubernetesFieldsProps) {
  const { t } = useTranslation();
  return (
    <TextControl
      name="config.issuer"
      label={t("identityProviders.saml.kubernetes.issuer")}
      labelIcon={t("identityProviders.saml.kubernetes.issuerHelp")}
      type="url"
      rules={urlRules(t, true)}
      isDisabled={readOnly}
    />
  );
}
