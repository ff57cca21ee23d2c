import { Button, Form, Modal, ModalBody, ModalFooter, ModalHeader } from "@patternfly/react-core";
import { useId } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { PasswordControl } from "@/shared/ui/form/password-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { useResetPassword } from "../api/use-credential-mutations";

interface ResetPasswordValues {
  password: string;
  confirmation: string;
  temporary: boolean;
}

/** Sets a new password for the user; temporary by default, so the user must change it. */
export function ResetPasswordDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { addAlert, addError } = useAlerts();
  const resetPassword = useResetPassword(userId);
  const form = useForm<ResetPasswordValues>({
    defaultValues: { password: "", confirmation: "", temporary: true },
    mode: "onChange",
  });

  const save = async ({ password, temporary }: ResetPasswordValues) => {
    try {
      await resetPassword.mutateAsync({ password, temporary });
      addAlert(t("users.credentials.passwordSet"), "success");
      onClose();
    } catch (error) {
      addError("users.credentials.passwordError", error);
    }
  };

  return (
    <Modal isOpen variant="small" onClose={onClose} aria-labelledby={`${id}-title`}>
      <ModalHeader title={t("users.credentials.resetPassword")} labelId={`${id}-title`} />
      <ModalBody>
        <FormProvider {...form}>
          <Form id={`${id}-form`} onSubmit={(event) => void form.handleSubmit(save)(event)}>
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
                validate: (value, values) =>
                  value === values.password || t("users.credentials.mismatch"),
              }}
            />
            <SwitchControl
              name="temporary"
              label={t("users.credentials.temporary")}
              labelOn={t("users.yes")}
              labelOff={t("users.no")}
            />
          </Form>
        </FormProvider>
      </ModalBody>
      <ModalFooter>
        <Button
          type="submit"
          form={`${id}-form`}
          isDisabled={!form.formState.isValid || resetPassword.isPending}
          isLoading={resetPassword.isPending}
        >
          {t("users.credentials.savePassword")}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("users.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
