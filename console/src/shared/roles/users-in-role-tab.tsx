import type { UserRepresentation } from "@gatehouse/admin-client";
import { Content, EmptyState, EmptyStateBody, Stack, StackItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toUser } from "@/shared/paths/user-paths";
import { DataTable } from "@/shared/ui/table/data-table";
import { roleUsersQuery } from "./api/role-users-query";
import type { RoleContainer } from "./role-container";

/**
 * The users the role is mapped to directly, paged by the server, each linking to the user. Users
 * who hold it through a group or a composite role are not listed: the server lists direct
 * holders only, which the tab says.
 */
export function UsersInRoleTab({
  container,
  role,
}: {
  container: RoleContainer;
  role: { id: string; name: string };
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  return (
    <Stack hasGutter>
      <StackItem>
        <Content component="p">{t("roles.users.directOnly")}</Content>
      </StackItem>
      <StackItem>
        <DataTable<UserRepresentation>
          {...roleUsersQuery(client, realm, container, role)}
          ariaLabel={t("roles.users.tableLabel")}
          isSearchable={false}
          rowKey={(user) => user.id ?? ""}
          rowLabel={(user) => user.username ?? ""}
          columns={[
            {
              id: "username",
              title: t("roles.users.username"),
              cell: (user) => (
                <Link to={toUser({ realm, id: user.id ?? "" })}>{user.username}</Link>
              ),
            },
            { id: "email", title: t("roles.users.email"), cell: (user) => user.email },
            { id: "firstName", title: t("roles.users.firstName"), cell: (user) => user.firstName },
            { id: "lastName", title: t("roles.users.lastName"), cell: (user) => user.lastName },
          ]}
          emptyState={
            <EmptyState headingLevel="h2" titleText={t("roles.users.emptyTitle")}>
              <EmptyStateBody>{t("roles.users.emptyBody")}</EmptyStateBody>
            </EmptyState>
          }
        />
      </StackItem>
    </Stack>
  );
}
