import type { UserProfileConfig } from "@gatehouse/admin-client";
import { Alert, AlertActionLink, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { userProfileQuery } from "../api/user-profile-query";

/**
 * Shows `children` with the realm's user profile configuration once it is read; a skeleton while
 * it loads and a retry when it could not be read.
 */
export function UserProfileLoaded({
  children,
}: {
  children: (config: UserProfileConfig) => ReactNode;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const profile = useQuery(userProfileQuery(client, realm));
  if (profile.isPending) {
    return <Skeleton screenreaderText={t("realmSettings.userProfile.loading")} />;
  }
  if (profile.isError) {
    return (
      <Alert
        variant="danger"
        isInline
        title={t("realmSettings.userProfile.loadError")}
        actionLinks={
          <AlertActionLink onClick={() => void profile.refetch()}>
            {t("realmSettings.userProfile.retry")}
          </AlertActionLink>
        }
      >
        {errorMessage(profile.error, t).message}
      </Alert>
    );
  }
  return children(profile.data);
}
