import { Button, ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { translateServerLabel } from "@/shared/lib/server-text";
import { RouterLink } from "@/shared/ui/links/router-link";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";

/** An executor of a profile or a condition of a policy: its type and where it sits in the list. */
export interface ProviderEntryRow {
  type: string;
  index: number;
  helpText: string | undefined;
}

export interface EntriesTableProps {
  kind: "executors" | "conditions";
  rows: readonly ProviderEntryRow[];
  canEdit: boolean;
  /** The page that adds one. */
  addTo: string;
  /** The page of one entry; the type shows as plain text to those it would refuse. */
  linkTo: (row: ProviderEntryRow) => string;
  canOpen: boolean;
  onRemove: (row: ProviderEntryRow) => void;
}

/** The executors of a client profile or the conditions of a client policy, each opened by its type. */
export function EntriesTable({
  kind,
  rows,
  canEdit,
  addTo,
  linkTo,
  canOpen,
  onRemove,
}: EntriesTableProps) {
  const { t } = useTranslation();
  const addButton = canEdit && (
    <Button component={RouterLink} href={addTo}>
      {t(`realmSettings.clientPolicies.${kind}.add`)}
    </Button>
  );
  return (
    <ClientDataTable<ProviderEntryRow>
      ariaLabel={t(`realmSettings.clientPolicies.${kind}.table`)}
      rows={rows}
      stateInAddress={false}
      isSearchable={false}
      rowKey={(row) => `${row.index}:${row.type}`}
      rowLabel={(row) => row.type}
      columns={[
        {
          id: "type",
          title: t("realmSettings.clientPolicies.type"),
          value: (row) => row.type,
          cell: (row) => (canOpen ? <Link to={linkTo(row)}>{row.type}</Link> : row.type),
        },
        {
          id: "help",
          title: t("realmSettings.clientPolicies.description"),
          value: (row) => row.helpText,
          truncate: true,
          cell: (row) =>
            row.helpText === undefined ? null : translateServerLabel(row.helpText, t),
        },
      ]}
      {...(canEdit && {
        actions: [
          {
            title: t("realmSettings.clientPolicies.remove"),
            isDanger: true,
            onClick: onRemove,
          },
        ],
        toolbarItems: () => <ToolbarItem>{addButton}</ToolbarItem>,
      })}
      emptyState={
        <EmptyListState
          title={t(`realmSettings.clientPolicies.${kind}.emptyTitle`)}
          body={t(`realmSettings.clientPolicies.${kind}.emptyBody`)}
          action={addButton}
        />
      }
    />
  );
}
