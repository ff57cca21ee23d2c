import {
  Alert,
  Button,
  CodeBlock,
  CodeBlockAction,
  CodeBlockCode,
  Form,
  FormGroup,
  FormSelect,
  FormSelectOption,
  HelperText,
  HelperTextItem,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Skeleton,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { downloadTextFile } from "@/shared/lib/download-file";
import { CopyButton } from "@/shared/ui/copy/copy-button";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";
import { adapterConfigQuery } from "../api/adapter-config-query";
import type { LoadedClient } from "../api/client-query";

/**
 * The client's adapter configuration in the formats the server offers for its protocol: shown to
 * read and copy, and downloaded under the file name the server suggests.
 */
export function AdapterConfigDialog({
  client,
  onClose,
}: {
  client: LoadedClient;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const serverInfo = useServerInfo();
  const id = useId();
  const formats = serverInfo.clientInstallations?.[client.protocol ?? "openid-connect"] ?? [];
  // A JSON format first: most adapters and libraries read one.
  const preferred = formats.find((entry) => entry.mediaType === "application/json") ?? formats[0];
  const [formatId, setFormatId] = useState(preferred?.id ?? "");
  const format = formats.find((entry) => entry.id === formatId);
  const config = useQuery({
    ...adapterConfigQuery(adminClient, realm, client.id, formatId),
    enabled: format !== undefined,
  });
  const text = config.data ?? "";

  return (
    <Modal isOpen variant="medium" aria-labelledby={`${id}-title`} onEscapePress={onClose}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader
        title={t("clients.adapterConfig.title")}
        labelId={`${id}-title`}
        description={t("clients.adapterConfig.description", { clientId: client.clientId })}
      />
      <ModalBody>
        {formats.length === 0 ? (
          <Alert variant="info" isInline title={t("clients.adapterConfig.noFormats")} />
        ) : (
          <Form
            onSubmit={(event) => {
              event.preventDefault();
            }}
          >
            <FormGroup label={t("clients.adapterConfig.format")} fieldId={`${id}-format`}>
              <FormSelect
                id={`${id}-format`}
                value={formatId}
                onChange={(_event, value) => {
                  setFormatId(value);
                }}
              >
                {formats.map((entry) => (
                  <FormSelectOption
                    key={entry.id}
                    value={entry.id}
                    label={entry.displayType ?? entry.id}
                  />
                ))}
              </FormSelect>
              {format?.helpText !== undefined && (
                <HelperText>
                  <HelperTextItem>{format.helpText}</HelperTextItem>
                </HelperText>
              )}
            </FormGroup>
            {config.isPending && <Skeleton screenreaderText={t("clients.loading")} />}
            {config.isError && (
              <Alert variant="danger" isInline title={t("clients.adapterConfig.error")}>
                {errorMessage(config.error, t).message}
              </Alert>
            )}
            {config.isSuccess && (
              <CodeBlock
                aria-label={t("clients.adapterConfig.content")}
                actions={
                  <CodeBlockAction>
                    <CopyButton value={text} label={t("clients.adapterConfig.copy")} />
                  </CodeBlockAction>
                }
              >
                <CodeBlockCode>{text}</CodeBlockCode>
              </CodeBlock>
            )}
          </Form>
        )}
      </ModalBody>
      <ModalFooter>
        <Button
          variant="primary"
          isDisabled={!config.isSuccess}
          onClick={() => {
            downloadTextFile(
              format?.filename ?? `${client.clientId}.txt`,
              text,
              format?.mediaType ?? "text/plain",
            );
          }}
        >
          {t("clients.adapterConfig.download")}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("clients.adapterConfig.close")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
