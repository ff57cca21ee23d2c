import type { EventRepresentation } from "@gatehouse/admin-client";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { UserEventsSearch } from "@/shared/events/user-events-search";
import { toUser } from "@/shared/paths/user-paths";
import { EventsChartPanel } from "@/shared/events-chart/events-chart-panel";
import { userEventsQuery } from "../api/user-events-query";

/**
 * The realm's user events (sign-ins, failures, token refreshes …), paged and filtered by the
 * server; the filters live in the address with the table's page, and the chart above the table
 * counts the same search.
 */
export function UserEventsTab() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  // The user's page needs a right to see users; without it the user's id is shown as text.
  const canOpenUsers = useAccess().hasSomeAccess("query-users", "view-users", "manage-users");

  const userCell = (event: EventRepresentation) => {
    const name = event.details?.["username"] ?? event.userId;
    if (event.userId === undefined) return name;
    return canOpenUsers ? <Link to={toUser({ realm, id: event.userId })}>{name}</Link> : name;
  };

  return (
    <UserEventsSearch
      ariaLabel={t("events.user.tableLabel")}
      query={(filters) => userEventsQuery(client, realm, filters)}
      userCell={userCell}
      aboveTable={(filters) => <EventsChartPanel filters={filters} />}
      empty={{ title: t("events.user.emptyTitle"), body: t("events.user.emptyBody") }}
      noMatch={{ title: t("events.user.noMatchTitle"), body: t("events.user.noMatchBody") }}
    />
  );
}
