import type { PartialImportResponse, PartialImportResult } from "@gatehouse/admin-client";
import {
  Button,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  EmptyState,
  Label,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
} from "@patternfly/react-core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { resultActionLabel, resultTypeLabel } from "./resource-type-label";

const actionColours = { ADDED: "green", SKIPPED: "grey", OVERWRITTEN: "orange" } as const;

/**
 * What a partial import did: how many resources were added, skipped and overwritten, and a row
 * per resource. The rows are all in the server's answer, so the table pages them in the browser.
 */
export function PartialImportResults({
  response,
  onClose,
}: {
  response: PartialImportResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const counts = [
    { key: "added", term: t("realmSettings.actions.result.addedCount"), value: response.added },
    {
      key: "skipped",
      term: t("realmSettings.actions.result.skippedCount"),
      value: response.skipped,
    },
    {
      key: "overwritten",
      term: t("realmSettings.actions.result.overwrittenCount"),
      value: response.overwritten,
    },
  ];
  return (
    <Modal isOpen variant="medium" onEscapePress={onClose} aria-labelledby={`${id}-title`}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={t("realmSettings.actions.result.title")} labelId={`${id}-title`} />
      <ModalBody>
        <DescriptionList isHorizontal isCompact columnModifier={{ default: "3Col" }}>
          {counts.map((count) => (
            <DescriptionListGroup key={count.key}>
              <DescriptionListTerm>{count.term}</DescriptionListTerm>
              <DescriptionListDescription>{count.value}</DescriptionListDescription>
            </DescriptionListGroup>
          ))}
        </DescriptionList>
        <ClientDataTable<PartialImportResult>
          ariaLabel={t("realmSettings.actions.result.table")}
          rows={response.results ?? []}
          stateInAddress={false}
          variant="compact"
          rowKey={(row) => `${row.resourceType ?? ""}:${row.id ?? row.resourceName ?? ""}`}
          rowLabel={(row) => row.resourceName ?? ""}
          searchPlaceholder={t("realmSettings.actions.result.search")}
          columns={[
            {
              id: "action",
              title: t("realmSettings.actions.result.action"),
              cell: (row) =>
                row.action === undefined ? null : (
                  <Label color={actionColours[row.action]}>
                    {resultActionLabel(t, row.action)}
                  </Label>
                ),
              value: (row) => resultActionLabel(t, row.action),
              sortable: true,
            },
            {
              id: "type",
              title: t("realmSettings.actions.result.type"),
              cell: (row) => resultTypeLabel(t, row.resourceType),
              value: (row) => resultTypeLabel(t, row.resourceType),
              sortable: true,
            },
            {
              id: "name",
              title: t("realmSettings.actions.result.name"),
              cell: (row) => row.resourceName ?? "",
              value: (row) => row.resourceName ?? "",
              sortable: true,
            },
          ]}
          emptyState={
            <EmptyState titleText={t("realmSettings.actions.result.empty")} headingLevel="h3" />
          }
        />
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>{t("realmSettings.actions.result.close")}</Button>
      </ModalFooter>
    </Modal>
  );
}
