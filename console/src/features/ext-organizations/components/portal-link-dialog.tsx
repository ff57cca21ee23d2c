import {
  Button,
  Content,
  FormGroup,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
} from "@patternfly/react-core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CopyInput } from "@/shared/ui/copy/copy-input";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";

/**
 * Shows a member's portal link to copy and hand over. The link signs its holder in, so it is
 * shown once, here, and kept nowhere else.
 */
export function PortalLinkDialog({
  username,
  link,
  onClose,
}: {
  username: string;
  link: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Modal isOpen variant="medium" onEscapePress={onClose} aria-labelledby={`${id}-title`}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader
        title={t("extOrganizations.portalLink.title", { username })}
        labelId={`${id}-title`}
      />
      <ModalBody>
        <Content component="p">{t("extOrganizations.portalLink.help", { username })}</Content>
        <FormGroup label={t("extOrganizations.portalLink.link")} fieldId={`${id}-link`}>
          <CopyInput
            id={`${id}-link`}
            value={link}
            copyLabel={t("extOrganizations.portalLink.copy")}
          />
        </FormGroup>
      </ModalBody>
      <ModalFooter>
        <Button variant="primary" onClick={onClose}>
          {t("extOrganizations.portalLink.close")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
