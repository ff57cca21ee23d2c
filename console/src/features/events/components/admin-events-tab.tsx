import type { AdminEventRepresentation } from "@gatehouse/admin-client";
import { Label, Stack } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { FilteredEmptyState } from "@/shared/ui/table/table-states";
import { DataTable } from "@/shared/ui/table/data-table";
import { useTableState } from "@/shared/ui/table/use-table-state";
import { DateTime } from "@/shared/ui/time/date-time";
import {
  addressOfAdminEventFilters,
  adminEventFilterNames,
  adminEventFiltersFromAddress,
  hasAdminEventFilters,
  noAdminEventFilters,
  type AdminEventFilters,
} from "../admin-event-filters";
import { adminEventsQuery } from "../api/admin-events-query";
import { AuthDetailsDialog, RepresentationDialog } from "./admin-event-dialogs";
import { AdminEventFilterLabels } from "./admin-event-filter-labels";
import { AdminEventFiltersForm } from "./admin-event-filters-form";

type OpenDialog = { kind: "representation" | "auth"; event: AdminEventRepresentation };

/**
 * The changes made to the realm through the admin API, paged and filtered by the server; each row
 * opens what was sent (the representation) and who sent it (the authentication details).
 */
export function AdminEventsTab() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const [dialog, setDialog] = useState<OpenDialog>();
  const table = useTableState({ filterNames: adminEventFilterNames });
  const filters = adminEventFiltersFromAddress(table.filters);
  const apply = (next: AdminEventFilters) => {
    table.setFilters(addressOfAdminEventFilters(next));
  };
  const close = () => {
    setDialog(undefined);
  };

  return (
    <Stack hasGutter>
      <AdminEventFiltersForm applied={filters} onApply={apply} />
      <AdminEventFilterLabels applied={filters} onChange={apply} />
      <DataTable<AdminEventRepresentation>
        state={table}
        ariaLabel={t("events.admin.tableLabel")}
        {...adminEventsQuery(client, realm, filters)}
        isSearchable={false}
        rowKey={(event) =>
          event.id ??
          `${String(event.time)}-${event.operationType ?? ""}-${event.resourcePath ?? ""}`
        }
        rowLabel={(event) => `${event.operationType ?? ""} ${event.resourcePath ?? ""}`.trim()}
        columns={[
          {
            id: "time",
            title: t("events.admin.time"),
            cell: (event) => (event.time === undefined ? null : <DateTime value={event.time} />),
          },
          {
            id: "resourcePath",
            title: t("events.admin.resourcePath"),
            cell: (event) => event.resourcePath,
            truncate: true,
          },
          {
            id: "resourceType",
            title: t("events.admin.resourceType"),
            cell: (event) => event.resourceType,
          },
          {
            id: "operationType",
            title: t("events.admin.operationType"),
            cell: (event) => (
              <Label isCompact color={event.error === undefined ? "grey" : "red"}>
                {event.operationType}
              </Label>
            ),
          },
          {
            id: "user",
            title: t("events.admin.user"),
            cell: (event) => event.authDetails?.userId,
            truncate: true,
          },
        ]}
        actions={[
          {
            title: t("events.admin.showRepresentation"),
            onClick: (event) => {
              setDialog({ kind: "representation", event });
            },
          },
          {
            title: t("events.admin.showAuthDetails"),
            onClick: (event) => {
              setDialog({ kind: "auth", event });
            },
          },
        ]}
        emptyState={
          <FilteredEmptyState
            isFiltered={hasAdminEventFilters(filters)}
            noMatch={{ title: t("events.admin.noMatchTitle"), body: t("events.admin.noMatchBody") }}
            empty={{ title: t("events.admin.emptyTitle"), body: t("events.admin.emptyBody") }}
            clearLabel={t("events.filters.clearFilters")}
            onClear={() => {
              apply(noAdminEventFilters);
            }}
          />
        }
      />
      {dialog?.kind === "representation" && (
        <RepresentationDialog event={dialog.event} onClose={close} />
      )}
      {dialog?.kind === "auth" && <AuthDetailsDialog event={dialog.event} onClose={close} />}
    </Stack>
  );
}
