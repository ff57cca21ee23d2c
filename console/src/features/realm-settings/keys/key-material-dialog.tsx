import { Modal, ModalBody, ModalFooter, ModalHeader, TextArea } from "@patternfly/react-core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "@/shared/ui/copy/copy-button";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";

export interface KeyMaterial {
  /** Translated title: what is shown ("Public key", "Certificate") and of which key. */
  title: string;
  /** The key or certificate, Base64 encoded as the server gives it. */
  value: string;
}

/** A key's public key or certificate, read-only, with a button that copies it. */
export function KeyMaterialDialog({
  material,
  onClose,
}: {
  material: KeyMaterial;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Modal
      isOpen
      variant="medium"
      onEscapePress={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={material.title} labelId={`${id}-title`} />
      <ModalBody id={`${id}-body`}>
        <TextArea
          aria-label={material.title}
          value={material.value}
          readOnlyVariant="default"
          resizeOrientation="vertical"
          rows={8}
          style={{ fontFamily: "var(--pf-t--global--font--family--mono)", wordBreak: "break-all" }}
        />
      </ModalBody>
      <ModalFooter>
        <CopyButton
          value={material.value}
          variant="control"
          label={t("realmSettings.keys.copy", { what: material.title })}
        />
      </ModalFooter>
    </Modal>
  );
}
