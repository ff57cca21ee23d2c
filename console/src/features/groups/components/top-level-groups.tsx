import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toGroup, toGroups } from "@/shared/paths/group-paths";
import { groupsQuery } from "../api/groups-query";
import { GroupsTable } from "./groups-table";
import { useCreateGroupDialog } from "./use-create-group-dialog";

/**
 * The top level of the tree, paged and counted by the server; its search finds groups anywhere in
 * the tree, each shown with its path and opening in its place in the tree.
 */
export function TopLevelGroups() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const createDialog = useCreateGroupDialog({ title: t("groups.create.title") });
  // Creating a top-level group, like changing groups at all, takes manage-users.
  const access = useAccess();
  const canManage = access.hasAccess("manage-users");
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("groups.title")}</Title>
        <Content component="p">{t("groups.description")}</Content>
      </PageSection>
      <PageSection>
        {createDialog.dialog}
        <GroupsTable
          query={groupsQuery(client, realm)}
          ariaLabel={t("groups.tableLabel")}
          searchPlaceholder={t("groups.search")}
          // A hit below the top level opens by its id; the page finds its trail.
          linkTo={(group) =>
            group.parentId !== undefined && group.parentId !== ""
              ? toGroup({ realm, id: group.id ?? "" })
              : toGroups({ realm, trail: [group.id ?? ""] })
          }
          showPath
          isManageable={canManage}
          create={
            canManage
              ? {
                  label: t("groups.create.open"),
                  onCreate: createDialog.open,
                }
              : undefined
          }
          emptyTitle={t("groups.emptyTitle")}
          // Without view-users the server lists only the groups permissions open to the
          // administrator, so an empty list says nothing about the realm.
          emptyBody={
            access.hasAccess("view-users") ? t("groups.emptyBody") : t("groups.emptyBodyLimited")
          }
        />
      </PageSection>
    </>
  );
}
