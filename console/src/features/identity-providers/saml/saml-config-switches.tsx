import { useTranslation } from "react-i18next";
import { SwitchControl } from "@/shared/ui/form/switch-control";

/** One on/off setting of a SAML provider: its config key and the message keys of its label. */
export interface SamlSwitch {
  key: string;
  label: string;
  help?: string;
}

/**
 * A run of on/off settings kept in the provider's config. The server stores them as the text
 * "true" or "false", so every switch writes text.
 */
export function SamlConfigSwitches({
  switches,
  readOnly,
}: {
  switches: readonly SamlSwitch[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return switches.map(({ key, label, help }) => (
    <SwitchControl
      key={key}
      name={`config.${key}`}
      label={t(label)}
      labelIcon={help === undefined ? undefined : t(help)}
      valueAs="text"
      isDisabled={readOnly}
    />
  ));
}
