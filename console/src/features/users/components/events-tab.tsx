import type { UserRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { UserEventsSearch } from "@/shared/events/user-events-search";
import { usersKeys } from "../api/keys";
import { loadUserEvents } from "../api/load-user-events";

/**
 * The user's events (logins, failures, updates …), paged by the server and filtered there by type,
 * client, days and IP address; the filters live in the address with the table's page.
 */
export function EventsTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const userId = user.id ?? "";
  return (
    <UserEventsSearch
      ariaLabel={t("users.events.tableLabel")}
      query={(filters) => ({
        queryKey: usersKeys.events(realm, userId, filters),
        loader: (request, signal) =>
          loadUserEvents(client, realm, userId, filters, request, signal),
      })}
      empty={{ title: t("users.events.emptyTitle"), body: t("users.events.emptyBody") }}
      noMatch={{ title: t("users.events.noMatchTitle"), body: t("users.events.noMatchBody") }}
    />
  );
}
