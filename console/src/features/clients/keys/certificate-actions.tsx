import { ActionList, ActionListItem, Button } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { useGenerateClientKey } from "../api/keys-generate";
import type { KeyImportFormat } from "../api/keys-import";
import type { ClientKeyUse } from "../api/keys-key-info-query";
import { ImportKeyDialog } from "./import-key-dialog";
import { KeyStoreDialog } from "./key-store-dialog";

export interface CertificateActionsProps {
  clientId: string;
  clientName: string;
  attr: ClientKeyUse;
  /** Text formats the import offers besides key stores. */
  textFormats: readonly KeyImportFormat[];
  /** Import keeps a key store's private key (SAML); otherwise only the certificate. */
  withPrivateKey: boolean;
  /** Export the current key in a key store (SAML). */
  canExport: boolean;
  /** Generate a key pair straight into a downloaded key store (OpenID Connect). */
  canGenerateAndDownload: boolean;
}

type OpenDialog = "import" | "export" | "generate-download" | undefined;

/**
 * What an administrator does with one of the client's keys: generate a new pair (after asking,
 * since the client's own key stops matching), import one, export it or have a new one generated
 * into a key store to download.
 */
export function CertificateActions({
  clientId,
  clientName,
  attr,
  textFormats,
  withPrivateKey,
  canExport,
  canGenerateAndDownload,
}: CertificateActionsProps) {
  const { t } = useTranslation();
  const { ask, dialog } = useConfirmAction();
  const generate = useGenerateClientKey(clientId);
  const [open, setOpen] = useState<OpenDialog>();
  const close = () => {
    setOpen(undefined);
  };

  const askGenerate = () => {
    ask({
      title: t("clientKeys.generateTitle"),
      message: t("clientKeys.generateMessage"),
      confirmLabel: t("clientKeys.generate"),
      errorTitle: t("clientKeys.generateError"),
      action: () => generate.mutateAsync(attr),
      successMessage: t("clientKeys.generated"),
    });
  };

  return (
    <>
      {dialog}
      <ActionList>
        <ActionListItem>
          <Button variant="secondary" onClick={askGenerate}>
            {t("clientKeys.generateNew")}
          </Button>
        </ActionListItem>
        <ActionListItem>
          <Button
            variant="secondary"
            onClick={() => {
              setOpen("import");
            }}
          >
            {t("clientKeys.importOpen")}
          </Button>
        </ActionListItem>
        {canGenerateAndDownload && (
          <ActionListItem>
            <Button
              variant="secondary"
              onClick={() => {
                setOpen("generate-download");
              }}
            >
              {t("clientKeys.generateDownloadOpen")}
            </Button>
          </ActionListItem>
        )}
        {canExport && (
          <ActionListItem>
            <Button
              variant="secondary"
              onClick={() => {
                setOpen("export");
              }}
            >
              {t("clientKeys.exportOpen")}
            </Button>
          </ActionListItem>
        )}
      </ActionList>
      {open === "import" && (
        <ImportKeyDialog
          clientId={clientId}
          attr={attr}
          textFormats={textFormats}
          withPrivateKey={withPrivateKey}
          onClose={close}
        />
      )}
      {(open === "export" || open === "generate-download") && (
        <KeyStoreDialog
          clientId={clientId}
          clientName={clientName}
          attr={attr}
          generate={open === "generate-download"}
          onClose={close}
        />
      )}
    </>
  );
}
