import {
  Button,
  Card,
  CardBody,
  CardTitle,
  Content,
  Gallery,
  Skeleton,
  Stack,
  Title,
} from "@patternfly/react-core";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { EventsChartPanel } from "@/shared/events-chart/events-chart-panel";
import { toClients } from "@/shared/paths/client-paths";
import { toEvents } from "@/shared/paths/event-paths";
import { toGroups } from "@/shared/paths/group-paths";
import { routePath } from "@/shared/paths/route-path";
import { toUsers } from "@/shared/paths/user-paths";
import { DateTime } from "@/shared/ui/time/date-time";
import {
  activeSessionsQuery,
  clientsCountQuery,
  clientsCountLimit,
  groupsCountQuery,
  recentAdminEventsQuery,
  usersCountQuery,
} from "../api/dashboard-queries";
import { lastDaysFilters } from "../dashboard-range";

/** One number of the dashboard, asked only when it is shown (the card is left out otherwise). */
function CountCard<TKey extends QueryKey>({
  title,
  to,
  query,
  format,
}: {
  title: string;
  to: string;
  query: UseQueryOptions<number, Error, number, TKey>;
  /** The count as shown; a number in the administrator's locale when left out. */
  format?: (count: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const result = useQuery(query);
  const shown = (count: number) =>
    format === undefined ? new Intl.NumberFormat(i18n.language).format(count) : format(count);
  return (
    <Card isCompact component="section" aria-labelledby={`${id}-title`}>
      <CardTitle component="h3" id={`${id}-title`}>
        <Link to={to}>{title}</Link>
      </CardTitle>
      <CardBody>
        {result.isPending ? (
          <Skeleton width="4rem" screenreaderText={t("home.dashboard.loading")} />
        ) : result.isError ? (
          <Stack>
            <Content component="p" data-testid="dashboard-failure">
              {t("home.dashboard.failed")}: {errorMessage(result.error, t).message}
            </Content>
            <Button
              variant="link"
              isInline
              onClick={() => {
                void result.refetch();
              }}
            >
              {t("home.dashboard.tryAgain")}
            </Button>
          </Stack>
        ) : (
          <Content component="p" className="pf-v6-u-font-size-2xl" data-testid="dashboard-count">
            {shown(result.data)}
          </Content>
        )}
      </CardBody>
    </Card>
  );
}

/** The newest admin events, with a link to all of them. */
function RecentAdminEvents() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const events = useQuery(recentAdminEventsQuery(client, realm));
  return (
    <Stack hasGutter>
      <Title headingLevel="h3">{t("home.dashboard.recentAdminEvents")}</Title>
      {events.isPending ? (
        <Skeleton height="6rem" screenreaderText={t("home.dashboard.loading")} />
      ) : events.isError ? (
        <Content component="p">{t("home.dashboard.failed")}</Content>
      ) : events.data.length === 0 ? (
        <Content component="p">{t("home.dashboard.noAdminEvents")}</Content>
      ) : (
        <Table variant="compact" aria-label={t("home.dashboard.recentAdminEvents")}>
          <Thead>
            <Tr>
              <Th>{t("home.dashboard.time")}</Th>
              <Th>{t("home.dashboard.operation")}</Th>
              <Th>{t("home.dashboard.resourcePath")}</Th>
            </Tr>
          </Thead>
          <Tbody>
            {events.data.map((event, index) => (
              <Tr key={event.id ?? index}>
                <Td dataLabel={t("home.dashboard.time")}>
                  {event.time === undefined ? null : <DateTime value={event.time} />}
                </Td>
                <Td dataLabel={t("home.dashboard.operation")}>
                  {`${event.operationType ?? ""} ${event.resourceType ?? ""}`.trim()}
                </Td>
                <Td dataLabel={t("home.dashboard.resourcePath")}>{event.resourcePath}</Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
      <Link to={toEvents({ realm, tab: "admin-events" })}>
        {t("home.dashboard.allAdminEvents")}
      </Link>
    </Stack>
  );
}

/**
 * The numbers that matter in the realm and its recent activity, each part shown (and asked for)
 * only when the administrator holds the right its request needs: nothing else is requested.
 */
export function RealmDashboard() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const hasSomeAccess = (...rights: Parameters<typeof access.hasSomeAccess>) =>
    access.hasSomeAccess(...rights);
  const canCountUsers = hasSomeAccess("query-users", "view-users", "manage-users");
  const canCountClients = hasSomeAccess("query-clients", "view-clients", "manage-clients");
  const canCountGroups = hasSomeAccess("query-groups", "view-users", "manage-users");
  // The client session statistics need view-realm.
  const canCountSessions = hasSomeAccess("view-realm", "manage-realm");
  const canViewEvents = hasSomeAccess("view-events", "manage-events");
  const hasCounts = canCountUsers || canCountClients || canCountGroups || canCountSessions;
  if (!hasCounts && !canViewEvents) return null;

  return (
    <Stack hasGutter>
      <Title headingLevel="h2">{t("home.dashboard.title")}</Title>
      {hasCounts && (
        <Gallery hasGutter minWidths={{ default: "12rem" }}>
          {canCountUsers && (
            <CountCard
              title={t("home.dashboard.users")}
              to={toUsers({ realm })}
              query={usersCountQuery(client, realm)}
            />
          )}
          {canCountClients && (
            <CountCard
              title={t("home.dashboard.clients")}
              to={toClients({ realm })}
              query={clientsCountQuery(client, realm)}
              format={(count) =>
                count > clientsCountLimit
                  ? t("home.dashboard.moreThan", { count: clientsCountLimit })
                  : String(count)
              }
            />
          )}
          {canCountGroups && (
            <CountCard
              title={t("home.dashboard.groups")}
              to={toGroups({ realm })}
              query={groupsCountQuery(client, realm)}
            />
          )}
          {canCountSessions && (
            <CountCard
              title={t("home.dashboard.activeSessions")}
              to={routePath("/:realm/sessions", { realm })}
              query={activeSessionsQuery(client, realm)}
            />
          )}
        </Gallery>
      )}
      {canViewEvents && (
        <>
          <RecentAdminEvents />
          <EventsChartPanel
            filters={lastDaysFilters(7, new Date())}
            title={t("home.dashboard.lastWeek")}
            headingLevel="h3"
          />
        </>
      )}
    </Stack>
  );
}
