import type { LdapCapabilityRepresentation } from "@gatehouse/admin-client";
import { Alert, Button, Content, Modal, ModalBody, ModalHeader } from "@patternfly/react-core";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useId, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";
import { useLdapCapabilities } from "../../api/use-ldap-capabilities";
import { connectionTestFrom, type LdapFormValues } from "./ldap-form-state";
import { ldapTestReason } from "./ldap-server-errors";

/**
 * "Show server capabilities": the server connects with the form's current settings and lists
 * what the directory announces (controls, extensions, features), each by its OID.
 */
export function LdapCapabilities({ componentId }: { componentId: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const { getValues } = useFormContext<LdapFormValues>();
  const capabilities = useLdapCapabilities();
  const [isOpen, setOpen] = useState(false);
  const [shown, setShown] = useState<LdapCapabilityRepresentation[]>();
  const [failure, setFailure] = useState<string>();

  const open = async () => {
    setFailure(undefined);
    try {
      const found = await capabilities.mutateAsync(
        connectionTestFrom(getValues(), "testAuthentication", componentId),
      );
      setShown([...found].sort((a, b) => (a.oid ?? "").localeCompare(b.oid ?? "")));
      setOpen(true);
    } catch (error) {
      setFailure(ldapTestReason(error, t));
    }
  };
  const close = () => {
    setOpen(false);
  };

  return (
    <>
      <div aria-live="polite">
        <Button
          variant="link"
          isInline
          isLoading={capabilities.isPending}
          isDisabled={capabilities.isPending}
          onClick={() => void open()}
        >
          {t("userFederation.ldap.capabilities.show")}
        </Button>
        {failure !== undefined && (
          <Alert
            variant="danger"
            isInline
            isPlain
            title={t("userFederation.ldap.capabilities.failed")}
          >
            {failure}
          </Alert>
        )}
      </div>
      {isOpen && (
        <Modal isOpen variant="medium" onEscapePress={close} aria-labelledby={`${id}-title`}>
          <DialogCloseButton onClose={close} />
          <ModalHeader
            title={t("userFederation.ldap.capabilities.title")}
            labelId={`${id}-title`}
          />
          <ModalBody>
            {shown === undefined || shown.length === 0 ? (
              <Content component="p">{t("userFederation.ldap.capabilities.none")}</Content>
            ) : (
              <Table aria-label={t("userFederation.ldap.capabilities.title")} variant="compact">
                <Thead>
                  <Tr>
                    <Th>{t("userFederation.ldap.capabilities.oid")}</Th>
                    <Th>{t("userFederation.ldap.capabilities.type")}</Th>
                  </Tr>
                </Thead>
                <Tbody>
                  {shown.map((capability) => (
                    <Tr key={`${capability.type ?? ""}-${capability.oid ?? ""}`}>
                      <Td dataLabel={t("userFederation.ldap.capabilities.oid")}>
                        {capability.oid}
                      </Td>
                      <Td dataLabel={t("userFederation.ldap.capabilities.type")}>
                        {t(
                          `userFederation.ldap.capabilities.types.${capability.type ?? "UNKNOWN"}`,
                        )}
                      </Td>
                    </Tr>
                  ))}
                </Tbody>
              </Table>
            )}
          </ModalBody>
        </Modal>
      )}
    </>
  );
}
