import { Alert, AlertActionLink, Form, Skeleton, Stack } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { eventsConfigQuery } from "../api/events-config-query";
import type { RealmTabProps } from "../realm-tab";
import { ClearEventsSection } from "./clear-events-section";
import { EventsConfigForm } from "./events-config-form";
import { EventTypesSection } from "./event-types-section";

/**
 * The realm's events configuration: listeners, user and admin events with their expirations, the
 * user event types stored, and clearing what is stored. The server shows it with view-events and
 * changes it with manage-events, whatever the realm rights.
 */
export function EventsTab({ realm, canManage }: RealmTabProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realmName = useRealm();
  const access = useAccess();
  const canView = access.hasSomeAccess("view-events", "manage-events");
  const canEdit = access.hasAccess("manage-events");
  const config = useQuery({ ...eventsConfigQuery(client, realmName), enabled: canView });

  if (!canView) return <ForbiddenSection missingRights={["view-events"]} />;
  if (config.isPending) return <Skeleton screenreaderText={t("realmSettings.events.loading")} />;
  if (config.isError) {
    return (
      <Alert
        variant="danger"
        isInline
        title={t("realmSettings.events.loadError")}
        actionLinks={
          <AlertActionLink onClick={() => void config.refetch()}>
            {t("realmSettings.events.retry")}
          </AlertActionLink>
        }
      >
        {errorMessage(config.error, t).message}
      </Alert>
    );
  }
  return (
    <Stack hasGutter>
      <EventsConfigForm
        // Starts again from what the server holds after a save; the saved types do not concern it.
        key={JSON.stringify({ ...config.data, enabledEventTypes: undefined })}
        realm={realm}
        config={config.data}
        canEdit={canEdit}
        canEditRealm={canManage}
      />
      <Form
        isWidthLimited
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <EventTypesSection saved={config.data.enabledEventTypes ?? []} canEdit={canEdit} />
        {canEdit && <ClearEventsSection />}
      </Form>
    </Stack>
  );
}
