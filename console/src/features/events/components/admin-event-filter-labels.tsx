import { useTranslation } from "react-i18next";
import { FilterLabels } from "@/shared/events/filter-labels";
import { noAdminEventFilters, type AdminEventFilters } from "../admin-event-filters";

/** The applied admin event filters as removable labels, and "clear all filters". */
export function AdminEventFilterLabels({
  applied,
  onChange,
}: {
  applied: AdminEventFilters;
  onChange: (filters: AdminEventFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterLabels
      applied={applied}
      empty={noAdminEventFilters}
      onChange={onChange}
      titles={[
        { name: "resourceTypes", title: t("events.admin.resourceType") },
        { name: "operationTypes", title: t("events.admin.operationType") },
        { name: "resourcePath", title: t("events.admin.resourcePath") },
        { name: "realm", title: t("events.admin.realm") },
        { name: "client", title: t("events.admin.client") },
        { name: "user", title: t("events.admin.user") },
        { name: "ipAddress", title: t("events.admin.ipAddress") },
        { name: "dateFrom", title: t("events.filters.dateFrom") },
        { name: "dateTo", title: t("events.filters.dateTo") },
      ]}
    />
  );
}
