import { Alert, PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { clientQuery, type LoadedClient } from "../api/client-query";

export interface DedicatedScopeClientProps {
  /** The client's id (not its client id). */
  id: string;
  /** The page over the loaded client. */
  children: (client: LoadedClient) => ReactNode;
}

/**
 * Loads the client whose dedicated scope a page shows: a placeholder while it loads, an alert when
 * it cannot be read, else the page.
 */
export function DedicatedScopeClient({ id, children }: DedicatedScopeClientProps) {
  const { t } = useTranslation();
  const client = useQuery(clientQuery(useAdminClient(), useRealm(), id));
  if (client.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("clientScopeSetup.dedicated.loading")} />
      </PageSection>
    );
  }
  if (client.isError || client.data === null) {
    return (
      <PageSection>
        <Alert variant="danger" isInline title={t("clientScopeSetup.dedicated.notFound")}>
          {client.isError ? errorMessage(client.error, t).message : null}
        </Alert>
      </PageSection>
    );
  }
  return children(client.data);
}
