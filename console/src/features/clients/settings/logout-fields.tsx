import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { attributeField, samlProtocol, type ClientAttributeKey } from "../form-state";
import type { ClientFieldGroupProps } from "./field-group-props";
import { uriRules } from "./uri-rules";

/**
 * How the server tells the client a user signed out. OpenID Connect: through the browser
 * (front channel) or by a call to the client (back channel). SAML: one address per binding; the
 * SOAP one is used without the browser.
 */
export function LogoutSettingsFields({ form, isDisabled }: ClientFieldGroupProps) {
  const { t } = useTranslation();
  const control = form.control;
  const isSaml = useWatch({ control, name: "protocol" }) === samlProtocol;
  const frontChannel = useWatch({ control, name: "frontchannelLogout" });
  const rules = uriRules(t);
  const url = (key: ClientAttributeKey, id: string, label: string, help: string) => (
    <TextControl
      control={control}
      name={attributeField(key)}
      id={id}
      data-testid={id}
      label={label}
      helperText={help}
      type="url"
      rules={rules}
      isDisabled={isDisabled}
    />
  );
  const flag = (key: ClientAttributeKey, id: string, label: string, help: string) => (
    <SwitchControl
      control={control}
      name={attributeField(key)}
      id={id}
      data-testid={id}
      label={label}
      helperText={help}
      isDisabled={isDisabled}
    />
  );
  return (
    <>
      <SwitchControl
        control={control}
        name="frontchannelLogout"
        label={t("clientSettings.frontChannelLogout")}
        helperText={t("clientSettings.frontChannelLogoutHelp")}
        isDisabled={isDisabled}
      />
      {isSaml ? (
        <>
          {url(
            "saml_single_logout_service_url_post",
            "logoutUrlPost",
            t("clientSettings.logoutUrlPost"),
            t("clientSettings.logoutUrlBindingHelp", { binding: "POST" }),
          )}
          {url(
            "saml_single_logout_service_url_redirect",
            "logoutUrlRedirect",
            t("clientSettings.logoutUrlRedirect"),
            t("clientSettings.logoutUrlBindingHelp", { binding: "Redirect" }),
          )}
          {url(
            "saml_single_logout_service_url_artifact",
            "logoutUrlArtifact",
            t("clientSettings.logoutUrlArtifact"),
            t("clientSettings.logoutUrlBindingHelp", { binding: "Artifact" }),
          )}
          {url(
            "saml_single_logout_service_url_soap",
            "logoutUrlSoap",
            t("clientSettings.logoutUrlSoap"),
            t("clientSettings.logoutUrlSoapHelp"),
          )}
        </>
      ) : (
        <>
          {frontChannel &&
            url(
              "frontchannel.logout.url",
              "frontchannelLogoutUrl",
              t("clientSettings.frontChannelLogoutUrl"),
              t("clientSettings.frontChannelLogoutUrlHelp"),
            )}
          {frontChannel &&
            flag(
              "frontchannel.logout.session.required",
              "frontchannelLogoutSessionRequired",
              t("clientSettings.frontChannelSessionRequired"),
              t("clientSettings.frontChannelSessionRequiredHelp"),
            )}
          {url(
            "backchannel.logout.url",
            "backchannelLogoutUrl",
            t("clientSettings.backChannelLogoutUrl"),
            t("clientSettings.backChannelLogoutUrlHelp"),
          )}
          {flag(
            "backchannel.logout.session.required",
            "backchannelLogoutSessionRequired",
            t("clientSettings.backChannelSessionRequired"),
            t("clientSettings.backChannelSessionRequiredHelp"),
          )}
          {flag(
            "backchannel.logout.revoke.offline.tokens",
            "backchannelLogoutRevokeOffline",
            t("clientSettings.revokeOfflineSessions"),
            t("clientSettings.revokeOfflineSessionsHelp"),
          )}
        </>
      )}
    </>
  );
}
