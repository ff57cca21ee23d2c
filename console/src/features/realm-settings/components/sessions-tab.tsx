import { FormSection } from "@patternfly/react-core";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EditForm } from "@/shared/ui/form/edit-form";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TimeControl } from "@/shared/ui/form/time-control";
import {
  sessionsFormValues,
  sessionsRealmChanges,
  type SessionDurationField,
  type SessionsFormValues,
} from "../form-state";
import type { RealmTabProps } from "../realm-tab";
import { useRealmTabForm } from "../use-realm-tab-form";

/** How long SSO, client and offline sessions last, and how long a login may take. */
export function SessionsTab({ realm, canManage }: RealmTabProps) {
  const { t } = useTranslation();
  const { form, editForm } = useRealmTabForm({
    realm,
    canManage,
    defaultValues: sessionsFormValues(realm),
    toChanges: sessionsRealmChanges,
  });
  const limited = useWatch({ control: form.control, name: "offlineSessionMaxLifespanEnabled" });

  // A client session cannot outlast the SSO session it belongs to; 0 follows the SSO session.
  const notAbove = (limit: SessionDurationField) => (value: unknown) => {
    const bound = form.getValues(limit);
    return (
      typeof value !== "number" ||
      bound === null ||
      bound <= 0 ||
      value <= bound ||
      t(
        limit === "ssoSessionIdleTimeout"
          ? "realmSettings.sessions.clientIdleAboveSso"
          : "realmSettings.sessions.clientMaxAboveSso",
      )
    );
  };
  const duration = (
    name: SessionDurationField,
    label: string,
    help: string,
    {
      min = 0,
      validate,
      deps,
    }: {
      min?: number;
      validate?: (value: unknown) => true | string;
      /** Fields checked again when this one changes. */
      deps?: SessionDurationField;
    } = {},
  ) => (
    <TimeControl<SessionsFormValues>
      name={name}
      label={label}
      labelIcon={help}
      units={["minute", "hour", "day"]}
      min={min}
      rules={{
        required: true,
        ...(validate !== undefined && { validate }),
        ...(deps !== undefined && { deps }),
      }}
      isDisabled={!canManage}
    />
  );

  return (
    <EditForm {...editForm}>
      <FormSection title={t("realmSettings.sessions.sso")} titleElement="h2">
        {duration(
          "ssoSessionIdleTimeout",
          t("realmSettings.sessions.ssoIdle"),
          t("realmSettings.sessions.ssoIdleHelp"),
          { min: 60, deps: "clientSessionIdleTimeout" },
        )}
        {duration(
          "ssoSessionMaxLifespan",
          t("realmSettings.sessions.ssoMax"),
          t("realmSettings.sessions.ssoMaxHelp"),
          { min: 60, deps: "clientSessionMaxLifespan" },
        )}
        {duration(
          "ssoSessionIdleTimeoutRememberMe",
          t("realmSettings.sessions.ssoIdleRememberMe"),
          t("realmSettings.sessions.ssoIdleRememberMeHelp"),
        )}
        {duration(
          "ssoSessionMaxLifespanRememberMe",
          t("realmSettings.sessions.ssoMaxRememberMe"),
          t("realmSettings.sessions.ssoMaxRememberMeHelp"),
        )}
      </FormSection>
      <FormSection title={t("realmSettings.sessions.client")} titleElement="h2">
        {duration(
          "clientSessionIdleTimeout",
          t("realmSettings.sessions.clientIdle"),
          t("realmSettings.sessions.clientIdleHelp"),
          { validate: notAbove("ssoSessionIdleTimeout") },
        )}
        {duration(
          "clientSessionMaxLifespan",
          t("realmSettings.sessions.clientMax"),
          t("realmSettings.sessions.clientMaxHelp"),
          { validate: notAbove("ssoSessionMaxLifespan") },
        )}
      </FormSection>
      <FormSection title={t("realmSettings.sessions.offline")} titleElement="h2">
        {duration(
          "offlineSessionIdleTimeout",
          t("realmSettings.sessions.offlineIdle"),
          t("realmSettings.sessions.offlineIdleHelp"),
          { min: 60 },
        )}
        <SwitchControl<SessionsFormValues>
          name="offlineSessionMaxLifespanEnabled"
          label={t("realmSettings.sessions.offlineLimited")}
          labelIcon={t("realmSettings.sessions.offlineLimitedHelp")}
          isDisabled={!canManage}
        />
        {limited &&
          duration(
            "offlineSessionMaxLifespan",
            t("realmSettings.sessions.offlineMax"),
            t("realmSettings.sessions.offlineMaxHelp"),
            { min: 60 },
          )}
      </FormSection>
      <FormSection title={t("realmSettings.sessions.login")} titleElement="h2">
        {duration(
          "accessCodeLifespanLogin",
          t("realmSettings.sessions.loginTimeout"),
          t("realmSettings.sessions.loginTimeoutHelp"),
          { min: 60 },
        )}
        {duration(
          "accessCodeLifespanUserAction",
          t("realmSettings.sessions.loginActionTimeout"),
          t("realmSettings.sessions.loginActionTimeoutHelp"),
          { min: 60 },
        )}
      </FormSection>
    </EditForm>
  );
}
