import type { AdminEventRepresentation } from "@gatehouse/admin-client";
import {
  Content,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Modal,
  ModalBody,
  ModalHeader,
} from "@patternfly/react-core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CodeEditor } from "@/shared/ui/code-editor/code-editor";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";

/** The representation as indented JSON; a body that is not JSON is shown as the server sent it. */
export function prettyRepresentation(representation: string): string {
  try {
    return JSON.stringify(JSON.parse(representation), null, 2);
  } catch {
    return representation;
  }
}

function EventDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <Modal isOpen variant="medium" onEscapePress={onClose} aria-labelledby={`${id}-title`}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={title} labelId={`${id}-title`} />
      <ModalBody>{children}</ModalBody>
    </Modal>
  );
}

/** What the change sent to the server (the request body), read-only, when the realm records it. */
export function RepresentationDialog({
  event,
  onClose,
}: {
  event: AdminEventRepresentation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EventDialog title={t("events.admin.representation")} onClose={onClose}>
      {event.representation === undefined || event.representation === "" ? (
        <Content component="p">{t("events.admin.noRepresentation")}</Content>
      ) : (
        <CodeEditor
          language="json"
          isReadOnly
          aria-label={t("events.admin.representation")}
          data-testid="admin-event-representation"
          value={prettyRepresentation(event.representation)}
          height="24rem"
        />
      )}
    </EventDialog>
  );
}

/** Who made the change: the administrator's realm, client, user and IP address. */
export function AuthDetailsDialog({
  event,
  onClose,
}: {
  event: AdminEventRepresentation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const details = event.authDetails ?? {};
  const rows: [string, string | undefined][] = [
    [t("events.admin.realm"), details.realmId],
    [t("events.admin.client"), details.clientId],
    [t("events.admin.user"), details.userId],
    [t("events.admin.ipAddress"), details.ipAddress],
  ];
  return (
    <EventDialog title={t("events.admin.authDetails")} onClose={onClose}>
      <DescriptionList isHorizontal aria-label={t("events.admin.authDetails")}>
        {rows.map(([term, value]) => (
          <DescriptionListGroup key={term}>
            <DescriptionListTerm>{term}</DescriptionListTerm>
            <DescriptionListDescription>{value ?? "—"}</DescriptionListDescription>
          </DescriptionListGroup>
        ))}
      </DescriptionList>
    </EventDialog>
  );
}
