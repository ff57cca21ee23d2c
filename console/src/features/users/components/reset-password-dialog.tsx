import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { PasswordControl } from "@/shared/ui/form/password-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { useResetPassword } from "../api/use-reset-password";
import { passwordPolicyRefusal } from "../password-policy-refusal";

interface ResetPasswordValues {
  password: string;
  confirmation: string;
  temporary: boolean;
}

/** Sets a new password for the user; temporary by default, so the user must change it. */
export function ResetPasswordDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const resetPassword = useResetPassword(userId);
  const passwordPolicy = useRealmRepresentation()?.passwordPolicy;
  const form = useForm<ResetPasswordValues>({
    defaultValues: { password: "", confirmation: "", temporary: true },
    mode: "onChange",
  });

  return (
    <FormDialog<ResetPasswordValues>
      title={t("users.credentials.resetPassword")}
      form={form}
      submitLabel={t("users.credentials.savePassword")}
      cancelLabel={t("users.cancel")}
      isSubmitDisabled={!form.formState.isValid}
      errorTitle={t("users.credentials.passwordError")}
      refusedField={(failure) => {
        const refusal = passwordPolicyRefusal(failure, passwordPolicy, t);
        return refusal === undefined ? undefined : { field: "password", message: refusal };
      }}
      onSubmit={async ({ password, temporary }) => {
        await resetPassword.mutateAsync({ password, temporary });
        addAlert(t("users.credentials.passwordSet"), "success");
      }}
      onClose={onClose}
    >
      <PasswordControl
        name="password"
        label={t("users.credentials.password")}
        rules={{ required: true }}
      />
      <PasswordControl
        name="confirmation"
        label={t("users.credentials.confirmation")}
        rules={{
          required: true,
          validate: (value, values) => value === values.password || t("users.credentials.mismatch"),
        }}
      />
      <SwitchControl
        name="temporary"
        label={t("users.credentials.temporary")}
        labelOn={t("users.yes")}
        labelOff={t("users.no")}
      />
    </FormDialog>
  );
}
