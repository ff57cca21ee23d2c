import type { RealmRepresentation } from "@gatehouse/admin-client";
import { Alert, AlertActionLink, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { realmSettingsQuery } from "./api/realm-settings-query";

export interface RealmFormLoaderProps {
  /** Translated: what the skeleton tells assistive technology while the realm loads. */
  loadingText: string;
  /** Translated title of the alert when the realm cannot be read. */
  loadErrorTitle: string;
  /** The form, given the realm as loaded and whether the administrator has manage-realm. */
  children: (realm: RealmRepresentation, canManage: boolean) => ReactNode;
}

/**
 * Reads the current realm's full representation for a form that edits some of its fields outside
 * the realm settings page. Each new version of the realm (after a save) mounts the form again, so it
 * starts from what the server holds, including what the server worked out from the saved values.
 */
export function RealmFormLoader({ loadingText, loadErrorTitle, children }: RealmFormLoaderProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const canManage = useAccess().hasAccess("manage-realm");
  const loaded = useQuery(realmSettingsQuery(client, realm));

  if (loaded.isPending) return <Skeleton screenreaderText={loadingText} />;
  if (loaded.isError || loaded.data === null) {
    return (
      <Alert
        variant="danger"
        isInline
        title={loadErrorTitle}
        actionLinks={
          <AlertActionLink onClick={() => void loaded.refetch()}>
            {t("table.tryAgain")}
          </AlertActionLink>
        }
      >
        {loaded.isError ? errorMessage(loaded.error, t).message : undefined}
      </Alert>
    );
  }
  return <div key={JSON.stringify(loaded.data)}>{children(loaded.data, canManage)}</div>;
}
