import { FormGroup } from "@patternfly/react-core";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useEnvironment } from "@/shared/api/environment-context";
import { useRealm } from "@/shared/api/realm";
import { CopyInput } from "@/shared/ui/copy/copy-input";
import { MultiValueControl } from "@/shared/ui/form/multi-value-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { attributeField, samlProtocol } from "../form-state";
import type { ClientFieldGroupProps } from "./field-group-props";
import { uriRules } from "./uri-rules";

/**
 * The client's addresses: root and home URL, where sign-in and sign-out may return to, the origins
 * allowed to call, and the admin URL. SAML clients have their IDP-initiated sign-in instead of web
 * origins, and call the admin URL their master SAML processing URL.
 */
export function AccessSettingsFields({ form, isDisabled }: ClientFieldGroupProps) {
  const { t } = useTranslation();
  const control = form.control;
  const protocol = useWatch({ control, name: "protocol" });
  const isSaml = protocol === samlProtocol;
  const rules = uriRules(t);
  return (
    <>
      <TextControl
        control={control}
        name="rootUrl"
        label={t("clientSettings.rootUrl")}
        helperText={t("clientSettings.rootUrlHelp")}
        type="url"
        rules={rules}
        isDisabled={isDisabled}
      />
      <TextControl
        control={control}
        name="baseUrl"
        label={t("clientSettings.homeUrl")}
        helperText={t("clientSettings.homeUrlHelp")}
        type="url"
        rules={rules}
        isDisabled={isDisabled}
      />
      <MultiValueControl
        control={control}
        name="redirectUris"
        label={t("clientSettings.redirectUris")}
        helperText={t("clientSettings.redirectUrisHelp")}
        addLabel={t("clientSettings.addRedirectUri")}
        rules={rules}
        isDisabled={isDisabled}
      />
      <MultiValueControl
        control={control}
        name={attributeField("post.logout.redirect.uris")}
        id="postLogoutRedirectUris"
        data-testid="postLogoutRedirectUris"
        label={t("clientSettings.postLogoutRedirectUris")}
        helperText={t("clientSettings.postLogoutRedirectUrisHelp")}
        addLabel={t("clientSettings.addPostLogoutRedirectUri")}
        rules={rules}
        isDisabled={isDisabled}
      />
      {isSaml ? (
        <IdpInitiatedFields {...{ form, isDisabled }} />
      ) : (
        <MultiValueControl
          control={control}
          name="webOrigins"
          label={t("clientSettings.webOrigins")}
          helperText={t("clientSettings.webOriginsHelp")}
          addLabel={t("clientSettings.addWebOrigin")}
          rules={rules}
          isDisabled={isDisabled}
        />
      )}
      <TextControl
        control={control}
        name="adminUrl"
        label={t(isSaml ? "clientSettings.masterSamlUrl" : "clientSettings.adminUrl")}
        helperText={t(isSaml ? "clientSettings.masterSamlUrlHelp" : "clientSettings.adminUrlHelp")}
        type="url"
        rules={rules}
        isDisabled={isDisabled}
      />
    </>
  );
}

/** The name that makes up the IDP-initiated sign-in address, with that address shown to copy. */
function IdpInitiatedFields({ form, isDisabled }: ClientFieldGroupProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const { serverBaseUrl } = useEnvironment();
  const control = form.control;
  const nameField = attributeField("saml_idp_initiated_sso_url_name");
  const urlName = useWatch({ control, name: nameField });
  const name = typeof urlName === "string" ? urlName.trim() : "";
  const address = `${serverBaseUrl.replace(/\/$/, "")}/realms/${encodeURIComponent(realm)}/protocol/saml/clients/${encodeURIComponent(name)}`;
  return (
    <>
      <TextControl
        control={control}
        name={nameField}
        id="idpInitiatedSsoUrlName"
        data-testid="idpInitiatedSsoUrlName"
        label={t("clientSettings.idpInitiatedSsoUrlName")}
        helperText={t("clientSettings.idpInitiatedSsoUrlNameHelp")}
        rules={{
          pattern: { value: /^[\w.~-]*$/, message: t("clientSettings.urlNameCharacters") },
        }}
        isDisabled={isDisabled}
      />
      {name !== "" && (
        <FormGroup label={t("clientSettings.idpInitiatedSsoUrl")} fieldId="idpInitiatedSsoUrl">
          <CopyInput id="idpInitiatedSsoUrl" value={address} />
        </FormGroup>
      )}
      <TextControl
        control={control}
        name={attributeField("saml_idp_initiated_sso_relay_state")}
        id="idpInitiatedSsoRelayState"
        data-testid="idpInitiatedSsoRelayState"
        label={t("clientSettings.idpInitiatedSsoRelayState")}
        helperText={t("clientSettings.idpInitiatedSsoRelayStateHelp")}
        isDisabled={isDisabled}
      />
    </>
  );
}
