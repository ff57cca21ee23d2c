import type { EventRepresentation, UserRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  EmptyState,
  EmptyStateBody,
  EmptyStateFooter,
  Label,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from "@patternfly/react-core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { visuallyHidden } from "@/shared/ui/copy/visually-hidden";
import { choicesOf } from "@/shared/ui/form/select-options";
import { TypeaheadSelect } from "@/shared/ui/form/typeahead-select";
import { DataTable } from "@/shared/ui/table/data-table";
import { DateTime } from "@/shared/ui/time/date-time";
import { usersKeys } from "../api/keys";
import { loadUserEvents } from "../api/load-user-events";

function EventDetails({ event }: { event: EventRepresentation }) {
  const { t } = useTranslation();
  const entries = Object.entries(event.details ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <DescriptionList isCompact isHorizontal aria-label={t("users.events.details")}>
      {event.sessionId !== undefined && (
        <DescriptionListGroup>
          <DescriptionListTerm>{t("users.events.sessionId")}</DescriptionListTerm>
          <DescriptionListDescription>{event.sessionId}</DescriptionListDescription>
        </DescriptionListGroup>
      )}
      {entries.map(([key, value]) => (
        <DescriptionListGroup key={key}>
          <DescriptionListTerm>{key}</DescriptionListTerm>
          <DescriptionListDescription>{value}</DescriptionListDescription>
        </DescriptionListGroup>
      ))}
    </DescriptionList>
  );
}

/** The user's events (logins, failures, updates …), paged by the server and filtered by type. */
export function EventsTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const serverInfo = useServerInfo();
  const id = useId();
  const userId = user.id ?? "";
  const [types, setTypes] = useState<string[]>([]);
  const choices = choicesOf([...(serverInfo.enums?.["eventType"] ?? [])].sort());
  const filterLabel = t("users.events.typeFilter");

  return (
    <>
      <Toolbar>
        <ToolbarContent>
          <ToolbarItem>
            <span id={`${id}-label`} style={visuallyHidden}>
              {filterLabel}
            </span>
            <TypeaheadSelect
              id={`${id}-types`}
              labelId={`${id}-label`}
              label={filterLabel}
              choices={choices}
              selected={types}
              isMulti
              onChange={setTypes}
              onBlur={() => undefined}
              hasError={false}
              testId="user-events-type-filter"
              placeholder={t("users.events.typePlaceholder")}
            />
          </ToolbarItem>
        </ToolbarContent>
      </Toolbar>
      {/* A new filter starts again on the first page. */}
      <DataTable<EventRepresentation>
        key={types.join(" ")}
        ariaLabel={t("users.events.tableLabel")}
        queryKey={usersKeys.events(realm, userId, types)}
        loader={(request, signal) => loadUserEvents(client, realm, userId, types, request, signal)}
        isSearchable={false}
        rowKey={(event) => event.id ?? `${String(event.time)}-${event.type ?? ""}`}
        rowLabel={(event) => `${event.type ?? ""} ${event.clientId ?? ""}`.trim()}
        columns={[
          {
            id: "time",
            title: t("users.events.time"),
            cell: (event) => (event.time === undefined ? null : <DateTime value={event.time} />),
          },
          {
            id: "type",
            title: t("users.events.type"),
            cell: (event) => (
              <Label isCompact color={event.error === undefined ? "grey" : "red"}>
                {event.type}
              </Label>
            ),
          },
          { id: "client", title: t("users.events.client"), cell: (event) => event.clientId },
          { id: "ip", title: t("users.events.ipAddress"), cell: (event) => event.ipAddress },
          { id: "error", title: t("users.events.error"), cell: (event) => event.error },
        ]}
        expandedContent={(event) =>
          event.details === undefined && event.sessionId === undefined ? undefined : (
            <EventDetails event={event} />
          )
        }
        emptyState={
          types.length === 0 ? (
            <EmptyState headingLevel="h2" titleText={t("users.events.emptyTitle")}>
              <EmptyStateBody>{t("users.events.emptyBody")}</EmptyStateBody>
            </EmptyState>
          ) : (
            <EmptyState headingLevel="h2" titleText={t("users.events.noMatchTitle")}>
              <EmptyStateBody>
                {t("users.events.noMatchBody", { types: types.join(", ") })}
              </EmptyStateBody>
              <EmptyStateFooter>
                <Button
                  variant="link"
                  onClick={() => {
                    setTypes([]);
                  }}
                >
                  {t("users.events.clearFilter")}
                </Button>
              </EmptyStateFooter>
            </EmptyState>
          )
        }
      />
    </>
  );
}
