import { Alert, Button, FormSection } from "@patternfly/react-core";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/api/session";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { EditForm } from "@/shared/ui/form/edit-form";
import { PasswordControl } from "@/shared/ui/form/password-control";
import { emailPattern, storedTextLimit } from "@/shared/ui/form/rules";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { useTestSmtpConnection } from "../api/use-test-smtp-connection";
import { emailFormValues, isPort, smtpServerFrom, type EmailFormValues } from "../form-state";
import type { RealmTabProps } from "../realm-tab";
import { useRealmTabForm } from "../use-realm-tab-form";

/**
 * The realm's outgoing e-mail: sender and reply addresses, the SMTP server, its encryption and
 * sign-in, and a test e-mail to the signed-in administrator with the settings as typed.
 */
export function EmailTab({ realm, canManage }: RealmTabProps) {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const testConnection = useTestSmtpConnection();
  const ownAddress = useSession().profile.email;
  const { form, editForm } = useRealmTabForm({
    realm,
    canManage,
    defaultValues: emailFormValues(realm),
    toChanges: (values) => ({ smtpServer: smtpServerFrom(values, realm) }),
  });
  const auth = useWatch({ control: form.control, name: "auth" });
  const isDisabled = !canManage;

  const sendTest = async () => {
    if (ownAddress === undefined || !(await form.trigger())) return;
    try {
      await testConnection.mutateAsync(smtpServerFrom(form.getValues(), realm));
      addAlert(t("realmSettings.email.testSent", { address: ownAddress }), "success");
    } catch (error) {
      addError("realmSettings.email.testError", error);
    }
  };
  const address = (name: "from" | "replyTo" | "envelopeFrom", required = false) => ({
    type: "email" as const,
    rules: {
      required,
      maxLength: storedTextLimit,
      pattern: { value: emailPattern, message: t("realmSettings.email.addressInvalid") },
    },
    isDisabled,
    name,
  });

  return (
    <EditForm {...editForm}>
      <FormSection title={t("realmSettings.email.template")} titleElement="h2">
        <TextControl<EmailFormValues>
          {...address("from", true)}
          label={t("realmSettings.email.from")}
          labelIcon={t("realmSettings.email.fromHelp")}
        />
        <TextControl<EmailFormValues>
          name="fromDisplayName"
          label={t("realmSettings.email.fromDisplayName")}
          labelIcon={t("realmSettings.email.fromDisplayNameHelp")}
          rules={{ maxLength: storedTextLimit }}
          isDisabled={isDisabled}
        />
        <TextControl<EmailFormValues>
          {...address("replyTo")}
          label={t("realmSettings.email.replyTo")}
          labelIcon={t("realmSettings.email.replyToHelp")}
        />
        <TextControl<EmailFormValues>
          name="replyToDisplayName"
          label={t("realmSettings.email.replyToDisplayName")}
          labelIcon={t("realmSettings.email.replyToDisplayNameHelp")}
          rules={{ maxLength: storedTextLimit }}
          isDisabled={isDisabled}
        />
        <TextControl<EmailFormValues>
          {...address("envelopeFrom")}
          label={t("realmSettings.email.envelopeFrom")}
          labelIcon={t("realmSettings.email.envelopeFromHelp")}
        />
      </FormSection>
      <FormSection title={t("realmSettings.email.connection")} titleElement="h2">
        <TextControl<EmailFormValues>
          name="host"
          label={t("realmSettings.email.host")}
          labelIcon={t("realmSettings.email.hostHelp")}
          rules={{ required: true, maxLength: storedTextLimit }}
          isDisabled={isDisabled}
        />
        <TextControl<EmailFormValues>
          name="port"
          label={t("realmSettings.email.port")}
          labelIcon={t("realmSettings.email.portHelp")}
          inputMode="numeric"
          rules={{
            validate: (value: unknown) =>
              typeof value !== "string" ||
              value.trim() === "" ||
              isPort(value.trim()) ||
              t("realmSettings.email.portInvalid"),
          }}
          isDisabled={isDisabled}
        />
        <SwitchControl<EmailFormValues>
          name="ssl"
          label={t("realmSettings.email.ssl")}
          labelIcon={t("realmSettings.email.sslHelp")}
          isDisabled={isDisabled}
        />
        <SwitchControl<EmailFormValues>
          name="starttls"
          label={t("realmSettings.email.starttls")}
          labelIcon={t("realmSettings.email.starttlsHelp")}
          isDisabled={isDisabled}
        />
        <SwitchControl<EmailFormValues>
          name="auth"
          label={t("realmSettings.email.auth")}
          labelIcon={t("realmSettings.email.authHelp")}
          isDisabled={isDisabled}
        />
        {auth && (
          <>
            <TextControl<EmailFormValues>
              name="user"
              label={t("realmSettings.email.user")}
              rules={{ required: true, maxLength: storedTextLimit }}
              autoComplete="off"
              isDisabled={isDisabled}
            />
            <PasswordControl<EmailFormValues>
              name="password"
              label={t("realmSettings.email.password")}
              rules={{ required: true }}
              isDisabled={isDisabled}
            />
          </>
        )}
      </FormSection>
      {canManage &&
        (ownAddress === undefined ? (
          <Alert variant="info" isInline title={t("realmSettings.email.noOwnAddress")} />
        ) : (
          <div>
            <Button
              variant="secondary"
              onClick={() => void sendTest()}
              isLoading={testConnection.isPending}
              isDisabled={testConnection.isPending}
            >
              {t("realmSettings.email.test")}
            </Button>
          </div>
        ))}
    </EditForm>
  );
}
