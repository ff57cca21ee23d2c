import { Form, Switch } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { fieldIds, FormField } from "@/shared/ui/form/form-field";
import { useUpdateRealm } from "@/shared/realm-form/api/use-update-realm";
import {
  isLoginSwitchLocked,
  isLoginSwitchShown,
  loginChange,
  loginSwitches,
  loginValues,
  type LoginSwitch,
  type LoginValues,
} from "../login-switches";
import type { RealmTabProps } from "../realm-tab";

/**
 * The realm's login options as switches that take effect at once: each change is saved by itself
 * and said to have worked or failed; a failed one turns back. Read-only without manage-realm.
 */
export function LoginTab({ realm, canManage }: RealmTabProps) {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const update = useUpdateRealm();
  // Shown at once while the save runs; dropped afterwards, when the realm says what is stored.
  const [pending, setPending] = useState<Partial<LoginValues>>({});
  const values: LoginValues = { ...loginValues(realm), ...pending };

  const labels: Record<LoginSwitch, { label: string; help: string }> = {
    registrationAllowed: {
      label: t("realmSettings.login.registration"),
      help: t("realmSettings.login.registrationHelp"),
    },
    resetPasswordAllowed: {
      label: t("realmSettings.login.forgotPassword"),
      help: t("realmSettings.login.forgotPasswordHelp"),
    },
    rememberMe: {
      label: t("realmSettings.login.rememberMe"),
      help: t("realmSettings.login.rememberMeHelp"),
    },
    registrationEmailAsUsername: {
      label: t("realmSettings.login.emailAsUsername"),
      help: t("realmSettings.login.emailAsUsernameHelp"),
    },
    loginWithEmailAllowed: {
      label: t("realmSettings.login.loginWithEmail"),
      help: t("realmSettings.login.loginWithEmailHelp"),
    },
    duplicateEmailsAllowed: {
      label: t("realmSettings.login.duplicateEmails"),
      help: t("realmSettings.login.duplicateEmailsHelp"),
    },
    verifyEmail: {
      label: t("realmSettings.login.verifyEmail"),
      help: t("realmSettings.login.verifyEmailHelp"),
    },
    editUsernameAllowed: {
      label: t("realmSettings.login.editUsername"),
      help: t("realmSettings.login.editUsernameHelp"),
    },
  };

  const toggle = async (name: LoginSwitch, on: boolean) => {
    const changes = loginChange(name, on);
    setPending(changes);
    try {
      await update.mutateAsync({ loaded: realm, changes });
      addAlert(
        on
          ? t("realmSettings.login.turnedOn", { setting: labels[name].label })
          : t("realmSettings.login.turnedOff", { setting: labels[name].label }),
        "success",
      );
    } catch (error) {
      addError("realmSettings.login.saveError", error);
    } finally {
      setPending({});
    }
  };

  return (
    <Form
      isWidthLimited
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      {loginSwitches
        .filter((name) => isLoginSwitchShown(name, values))
        .map((name) => {
          const id = `login-${name}`;
          const locked = isLoginSwitchLocked(name, values);
          return (
            <FormField
              key={name}
              id={id}
              label={labels[name].label}
              labelIcon={labels[name].help}
              {...(locked && { helperText: t("realmSettings.login.duplicateEmailsLocked") })}
            >
              <Switch
                id={id}
                aria-label={labels[name].label}
                label={values[name] ? t("form.on") : t("form.off")}
                isChecked={values[name]}
                isDisabled={!canManage || update.isPending || locked}
                {...(locked && { "aria-describedby": fieldIds(id).helper })}
                onChange={(_event, checked) => void toggle(name, checked)}
              />
            </FormField>
          );
        })}
    </Form>
  );
}
