import { useEffect } from "react";
import { useWatch, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { Feature, isFeatureEnabled } from "@/shared/api/features";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { attributeField, type ClientFormValues } from "../form-state";
import type { ClientFieldGroupProps } from "./field-group-props";

/** The PKCE methods the server accepts; empty means the client does not have to use PKCE. */
const pkceMethods = ["", "S256", "plain"] as const;

/**
 * How an OpenID Connect client may sign in and obtain tokens. Grants the server has switched off are
 * left out. A public client (no client authentication) cannot have a service account, authorization,
 * CIBA or standard token exchange, and authorization needs the service account, so those switches
 * follow.
 */
export function CapabilityConfigFields({ form, isDisabled }: ClientFieldGroupProps) {
  const { t } = useTranslation();
  const serverInfo = useServerInfo();
  const control = form.control;
  const confidential = useWatch({ control, name: "clientAuthentication" });
  const authorization = useWatch({ control, name: "authorizationServicesEnabled" });
  const ciba = attributeField("oidc.ciba.grant.enabled");
  const tokenExchange = attributeField("standard.token.exchange.enabled");

  useEffect(() => {
    const switchOff = (name: FieldPath<ClientFormValues>) => {
      if (form.getValues(name) === true) form.setValue(name, false, { shouldDirty: true });
    };
    if (!confidential) {
      switchOff("serviceAccountsEnabled");
      switchOff("authorizationServicesEnabled");
      switchOff(ciba);
      switchOff(tokenExchange);
    }
  }, [confidential, form, ciba, tokenExchange]);
  useEffect(() => {
    if (authorization && !form.getValues("serviceAccountsEnabled")) {
      form.setValue("serviceAccountsEnabled", true, { shouldDirty: true });
    }
  }, [authorization, form]);

  const flag = (name: FieldPath<ClientFormValues>, label: string, help: string, off = false) => (
    <SwitchControl
      control={control}
      name={name}
      label={label}
      helperText={help}
      isDisabled={isDisabled === true || off}
    />
  );

  return (
    <>
      {flag(
        "clientAuthentication",
        t("clientSettings.clientAuthentication"),
        t("clientSettings.clientAuthenticationHelp"),
      )}
      {isFeatureEnabled(serverInfo, Feature.Authorization) &&
        flag(
          "authorizationServicesEnabled",
          t("clientSettings.authorization"),
          t("clientSettings.authorizationHelp"),
          !confidential,
        )}
      {flag(
        "standardFlowEnabled",
        t("clientSettings.standardFlow"),
        t("clientSettings.standardFlowHelp"),
      )}
      {flag(
        "directAccessGrantsEnabled",
        t("clientSettings.directAccessGrants"),
        t("clientSettings.directAccessGrantsHelp"),
      )}
      {flag(
        "implicitFlowEnabled",
        t("clientSettings.implicitFlow"),
        t("clientSettings.implicitFlowHelp"),
      )}
      {flag(
        "serviceAccountsEnabled",
        t("clientSettings.serviceAccounts"),
        t(
          confidential
            ? "clientSettings.serviceAccountsHelp"
            : "clientSettings.needsClientAuthentication",
        ),
        !confidential || authorization,
      )}
      {isFeatureEnabled(serverInfo, Feature.DeviceFlow) &&
        flag(
          attributeField("oauth2.device.authorization.grant.enabled"),
          t("clientSettings.deviceGrant"),
          t("clientSettings.deviceGrantHelp"),
        )}
      {isFeatureEnabled(serverInfo, Feature.Ciba) &&
        flag(
          ciba,
          t("clientSettings.cibaGrant"),
          t(
            confidential
              ? "clientSettings.cibaGrantHelp"
              : "clientSettings.needsClientAuthentication",
          ),
          !confidential,
        )}
      {isFeatureEnabled(serverInfo, Feature.TokenExchangeStandardV2) &&
        flag(
          tokenExchange,
          t("clientSettings.tokenExchange"),
          t(
            confidential
              ? "clientSettings.tokenExchangeHelp"
              : "clientSettings.needsClientAuthentication",
          ),
          !confidential,
        )}
      {isFeatureEnabled(serverInfo, Feature.DPoP) &&
        flag(
          attributeField("dpop.bound.access.tokens"),
          t("clientSettings.dpopBound"),
          t("clientSettings.dpopBoundHelp"),
        )}
      <SelectControl
        control={control}
        name={attributeField("pkce.code.challenge.method")}
        id="pkceMethod"
        data-testid="pkceMethod"
        label={t("clientSettings.pkceMethod")}
        placeholder={t("clientSettings.pkceNone")}
        helperText={t("clientSettings.pkceMethodHelp")}
        options={pkceMethods.map((method) => ({
          key: method,
          value: method === "" ? t("clientSettings.pkceNone") : method,
        }))}
        isDisabled={isDisabled}
      />
    </>
  );
}
