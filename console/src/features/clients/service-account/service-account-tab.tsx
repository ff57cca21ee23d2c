import { Alert, Content, PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toUser } from "@/shared/paths/user-paths";
import { RoleMapping } from "@/shared/role-mapping/role-mapping";
import type { ClientTabProps } from "../api/client-query";
import { serviceAccountUserQuery } from "../api/service-account-user-query";

/**
 * The roles the client holds when it signs in on its own behalf (client credentials grant): the
 * role mapping of its service-account user, through the shared role mapping, with a link to that
 * user. The server guards the mapping as the user's: reading it needs view-users, changing it
 * manage-users (manage-clients alone is refused), so without view-users the tab says so instead.
 */
export function ServiceAccountTab({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const user = useQuery(serviceAccountUserQuery(adminClient, realm, client.id));
  const canViewUsers = access.hasAccess("view-users");

  return (
    <>
      <PageSection>
        <Content component="p">{t("clientRoles.serviceAccount.description")}</Content>
        {user.isPending ? (
          <Skeleton width="30%" screenreaderText={t("clientRoles.serviceAccount.loadingUser")} />
        ) : (
          user.data?.id !== undefined && (
            <Content component="p">
              {t("clientRoles.serviceAccount.userLabel")}{" "}
              {canViewUsers ? (
                <Link to={toUser({ realm, id: user.data.id })}>{user.data.username}</Link>
              ) : (
                user.data.username
              )}
            </Content>
          )
        )}
      </PageSection>
      <PageSection padding={{ default: "noPadding" }}>
        {canViewUsers ? (
          <RoleMapping
            owner={{ kind: "serviceAccount", id: client.id }}
            canManage={access.hasAccess("manage-users")}
            canUnassignMany
          />
        ) : (
          <Alert variant="info" isInline title={t("clientRoles.serviceAccount.needsViewUsers")} />
        )}
      </PageSection>
    </>
  );
}
