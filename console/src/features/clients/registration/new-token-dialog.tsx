import {
  Alert,
  Button,
  Form,
  FormGroup,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
} from "@patternfly/react-core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CopyInput } from "@/shared/ui/copy/copy-input";

export interface NewTokenDialogProps {
  /** The token's value, which the server returns only when it is created. */
  token: string;
  onClose: () => void;
}

/** Shows a new initial access token with a copy button, and warns that it will not show again. */
export function NewTokenDialog({ token, onClose }: NewTokenDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  return (
    <Modal isOpen variant="medium" onClose={onClose} aria-labelledby={titleId}>
      <ModalHeader title={t("clientRegistration.tokens.createdTitle")} labelId={titleId} />
      <ModalBody>
        <Form>
          <Alert variant="warning" isInline title={t("clientRegistration.tokens.copyWarning")} />
          <FormGroup label={t("clientRegistration.tokens.value")} fieldId={fieldId}>
            <CopyInput id={fieldId} value={token} copyLabel={t("clientRegistration.tokens.copy")} />
          </FormGroup>
        </Form>
      </ModalBody>
      <ModalFooter>
        <Button variant="primary" onClick={onClose}>
          {t("clientRegistration.done")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
