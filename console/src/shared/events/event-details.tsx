import type { EventRepresentation } from "@gatehouse/admin-client";
import {
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";

/** Whether an event has anything to show when its row is expanded. */
export const hasEventDetails = (event: EventRepresentation): boolean =>
  event.details !== undefined || event.sessionId !== undefined || event.error !== undefined;

/**
 * What a user event carries beyond its row: its session, error and every detail the server
 * recorded (username, redirect URI, auth method …), keys sorted so the same event reads the same.
 * Values are shown as text, never as markup.
 */
export function EventDetails({ event }: { event: EventRepresentation }) {
  const { t } = useTranslation();
  const entries = Object.entries(event.details ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const row = (term: string, value: string) => (
    <DescriptionListGroup key={term}>
      <DescriptionListTerm>{term}</DescriptionListTerm>
      <DescriptionListDescription>{value}</DescriptionListDescription>
    </DescriptionListGroup>
  );
  return (
    <DescriptionList isCompact isHorizontal aria-label={t("events.filters.details")}>
      {event.sessionId !== undefined && row(t("events.filters.sessionId"), event.sessionId)}
      {event.error !== undefined && row(t("events.filters.error"), event.error)}
      {entries.map(([key, value]) => row(key, value))}
    </DescriptionList>
  );
}
