import type { CredentialRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  Form,
  FormGroup,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  TextInput,
} from "@patternfly/react-core";
import { useId, useState, type SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useRenameCredential } from "../api/use-credential-mutations";

export interface RenameCredentialDialogProps {
  userId: string;
  credential: CredentialRepresentation;
  onClose: () => void;
}

/** Changes the label a credential is shown with. */
export function RenameCredentialDialog({
  userId,
  credential,
  onClose,
}: RenameCredentialDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { addAlert, addError } = useAlerts();
  const rename = useRenameCredential(userId);
  const [label, setLabel] = useState(credential.userLabel ?? "");

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    try {
      await rename.mutateAsync({ credentialId: credential.id ?? "", label: label.trim() });
      addAlert(t("users.credentials.renamed"), "success");
      onClose();
    } catch (error) {
      addError("users.credentials.renameError", error);
    }
  };

  return (
    <Modal isOpen variant="small" onClose={onClose} aria-labelledby={`${id}-title`}>
      <ModalHeader title={t("users.credentials.renameTitle")} labelId={`${id}-title`} />
      <ModalBody>
        <Form id={`${id}-form`} onSubmit={(event) => void save(event)}>
          <FormGroup label={t("users.credentials.label")} fieldId={`${id}-label`}>
            <TextInput
              id={`${id}-label`}
              value={label}
              onChange={(_event, value) => {
                setLabel(value);
              }}
            />
          </FormGroup>
        </Form>
      </ModalBody>
      <ModalFooter>
        <Button
          type="submit"
          form={`${id}-form`}
          isLoading={rename.isPending}
          isDisabled={rename.isPending}
        >
          {t("users.credentials.saveLabel")}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("users.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
