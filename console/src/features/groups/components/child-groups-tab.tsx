import type { GroupRepresentation } from "@gatehouse/admin-client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toGroups } from "@/shared/paths/group-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { childGroupsQuery } from "../api/child-groups-query";
import { useCreateGroup } from "../api/use-create-group";
import { childTrail } from "../trail";
import { GroupNameDialog } from "./group-name-dialog";
import { GroupsTable } from "./groups-table";

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
  const { addAlert } = useAlerts();
  const create = useCreateGroup();
  const [creating, setCreating] = useState(false);
  const canManage = group.access?.["manage"] === true;
  return (
    <>
      {creating && (
        <GroupNameDialog
          title={t("groups.create.subTitle", { name: group.name })}
          submitLabel={t("groups.create.confirm")}
          onSave={async (values) => {
            await create.mutateAsync({ parentId: group.id, group: values });
            addAlert(t("groups.create.done", { name: values.name }), "success");
          }}
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
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
                onCreate: () => {
                  setCreating(true);
                },
              }
            : undefined
        }
        emptyTitle={t("groups.children.emptyTitle")}
        emptyBody={t("groups.children.emptyBody")}
      />
    </>
  );
}
