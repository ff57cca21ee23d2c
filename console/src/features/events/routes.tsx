import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { eventsChartQuery } from "@/shared/events-chart/api/events-chart-query";
import { eventFilterNames, eventFiltersFromAddress } from "@/shared/events/event-filters";
import { eventsPath, eventsTabPath, eventsTabs } from "@/shared/paths/event-paths";
import { readTableState } from "@/shared/ui/table/table-address";
import { addressPageRequest, tablePageQuery } from "@/shared/ui/table/table-page-query";
import { adminEventFilterNames, adminEventFiltersFromAddress } from "./admin-event-filters";
import { adminEventsQuery } from "./api/admin-events-query";
import { userEventsQuery } from "./api/user-events-query";

const EventsPage = lazyPage(
  () => import("./events.page"),
  (module) => module.EventsPage,
);

/** The tab the address shows starts its first page (and the user events' chart) with the code. */
const loader: AppRoute["loader"] = ({ params, search, realm, client, prefetch }) => {
  if (params["tab"] === "admin-events") {
    const state = readTableState(search, { filterNames: adminEventFilterNames });
    const filters = adminEventFiltersFromAddress(state.filters);
    prefetch(tablePageQuery(adminEventsQuery(client, realm, filters), addressPageRequest(state)));
    return;
  }
  const state = readTableState(search, { filterNames: eventFilterNames });
  const filters = eventFiltersFromAddress(state.filters);
  prefetch(eventsChartQuery(client, realm, filters));
  prefetch(tablePageQuery(userEventsQuery(client, realm, filters), addressPageRequest(state)));
};

export const eventsRoute: AppRoute = {
  name: "events",
  path: eventsPath,
  access: { all: ["view-events"] },
  breadcrumb: (t) => t("events.breadcrumb"),
  Page: EventsPage,
  loader,
};

export const eventsTabRoute: AppRoute = {
  name: "events-tab",
  path: eventsTabPath,
  access: { all: ["view-events"] },
  breadcrumb: (t) => t("events.breadcrumb"),
  Page: EventsPage,
  paramValues: { tab: eventsTabs },
  loader,
};

export const eventsRoutes: AppRoute[] = [eventsRoute, eventsTabRoute];
