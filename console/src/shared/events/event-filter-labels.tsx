import { useTranslation } from "react-i18next";
import { noEventFilters, type EventFilters } from "./event-filters";
import { FilterLabels } from "./filter-labels";

/**
 * The applied user event filters as removable labels and "clear all filters". Removing a label
 * drops that value alone; the table then reloads from the first page.
 */
export function EventFilterLabels({
  applied,
  onChange,
}: {
  applied: EventFilters;
  onChange: (filters: EventFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterLabels
      applied={applied}
      empty={noEventFilters}
      onChange={onChange}
      titles={[
        { name: "types", title: t("events.filters.type") },
        { name: "user", title: t("events.filters.user") },
        { name: "client", title: t("events.filters.client") },
        { name: "dateFrom", title: t("events.filters.dateFrom") },
        { name: "dateTo", title: t("events.filters.dateTo") },
        { name: "ipAddress", title: t("events.filters.ipAddress") },
      ]}
    />
  );
}
