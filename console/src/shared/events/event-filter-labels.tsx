import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usernameQuery } from "@/shared/user-picker/api/user-search-query";
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
  const client = useAdminClient();
  const realm = useRealm();
  const canReadUsers = useAccess().hasSomeAccess("query-users", "view-users", "manage-users");
  const username = useQuery({
    ...usernameQuery(client, realm, applied.user),
    enabled: applied.user !== "" && canReadUsers,
  });
  return (
    <FilterLabels
      applied={applied}
      empty={noEventFilters}
      onChange={onChange}
      titles={[
        { name: "types", title: t("events.filters.type") },
        {
          name: "user",
          title: t("events.filters.user"),
          display: (id) => username.data ?? id,
        },
        { name: "client", title: t("events.filters.client") },
        { name: "dateFrom", title: t("events.filters.dateFrom") },
        { name: "dateTo", title: t("events.filters.dateTo") },
        { name: "ipAddress", title: t("events.filters.ipAddress") },
      ]}
    />
  );
}
