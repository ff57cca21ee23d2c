import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { sessionsPath } from "@/shared/paths/session-paths";
import { readTableState } from "@/shared/ui/table/table-address";
import { addressPageRequest, tablePageQuery } from "@/shared/ui/table/table-page-query";
import { sessionsQuery } from "./api/sessions-query";
import { readSessionTypeFilter, sessionTypeParam } from "./session-type-filter";

const SessionsPage = lazyPage(
  () => import("./sessions.page"),
  (module) => module.SessionsPage,
);

export const sessionsRoute: AppRoute = {
  name: "sessions",
  path: sessionsPath,
  access: { all: ["view-realm", "view-clients", "view-users"] },
  breadcrumb: (t) => t("sessions.breadcrumb"),
  Page: SessionsPage,
  // The page of sessions the address shows starts with the page's code, in one request.
  loader: ({ search, realm, client, prefetch }) => {
    const state = readTableState(search, { filterNames: [sessionTypeParam] });
    const type = readSessionTypeFilter(state.filters[sessionTypeParam]);
    prefetch(tablePageQuery(sessionsQuery(client, realm, type), addressPageRequest(state)));
  },
};

export const sessionsRoutes: AppRoute[] = [sessionsRoute];
