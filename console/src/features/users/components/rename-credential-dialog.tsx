import type { CredentialRepresentation } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { TextControl } from "@/shared/ui/form/text-control";
import { useRenameCredential } from "../api/use-rename-credential";

export interface RenameCredentialDialogProps {
  userId: string;
  credential: CredentialRepresentation;
  onClose: () => void;
}

interface RenameCredentialValues {
  label: string;
}

/** Changes the label a credential is shown with. */
export function RenameCredentialDialog({
  userId,
  credential,
  onClose,
}: RenameCredentialDialogProps) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const rename = useRenameCredential(userId);
  const form = useForm<RenameCredentialValues>({
    defaultValues: { label: credential.userLabel ?? "" },
  });

  return (
    <FormDialog<RenameCredentialValues>
      title={t("users.credentials.renameTitle")}
      form={form}
      submitLabel={t("users.credentials.saveLabel")}
      cancelLabel={t("users.cancel")}
      errorTitle={t("users.credentials.renameError")}
      onSubmit={async ({ label }) => {
        await rename.mutateAsync({ credentialId: credential.id ?? "", label: label.trim() });
        addAlert(t("users.credentials.renamed"), "success");
      }}
      onClose={onClose}
    >
      <TextControl<RenameCredentialValues> name="label" label={t("users.credentials.label")} />
    </FormDialog>
  );
}
