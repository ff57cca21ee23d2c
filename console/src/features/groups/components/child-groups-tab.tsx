import type { GroupRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toGroups } from "@/shared/paths/group-paths";
import { childGroupsQuery } from "../api/child-groups-query";
import { childTrail } from "../trail";
import { GroupsTable } from "./groups-table";
import { useCreateGroupDialog } from "./use-create-group-dialog";

/** The group's sub-groups, a page at a time from the server, each opening one level deeper. */
export function ChildGroupsTab({
  group,
  trail,
}: {
  group: GroupRepresentation & { id: string };
  trail: readonly string[];
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const createDialog = useCreateGroupDialog({
    parentId: group.id,
    title: t("groups.create.subTitle", { name: group.name }),
  });
  const canManage = group.access?.["manage"] === true;
  return (
    <>
      {createDialog.dialog}
      <GroupsTable
        query={childGroupsQuery(client, realm, group.id, group.subGroupCount)}
        ariaLabel={t("groups.children.tableLabel", { name: group.name })}
        searchPlaceholder={t("groups.children.search")}
        linkTo={(child) => toGroups({ realm, trail: childTrail(trail, child.id ?? "") })}
        isManageable={canManage}
        create={
          canManage
            ? {
                label: t("groups.create.subOpen"),
                onCreate: createDialog.open,
              }
            : undefined
        }
        emptyTitle={t("groups.children.emptyTitle")}
        emptyBody={t("groups.children.emptyBody")}
      />
    </>
  );
}
