import type { GroupRepresentation } from "@gatehouse/admin-client";
import { PageSection, Skeleton } from "@patternfly/react-core";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toGroups, type GroupTab } from "@/shared/paths/group-paths";
import { groupPermissionsOwner } from "@/shared/permissions-v1/api/permissions-owner";
import { PermissionsTab } from "@/shared/permissions-v1/permissions-tab";
import { usePermissionsTabVersion } from "@/shared/permissions-v1/use-permissions-tab-version";
import { RoleMapping } from "@/shared/role-mapping/role-mapping";
import { RoutedTabs, type RoutedTab } from "@/shared/ui/tabs/routed-tabs";
import { groupQuery } from "../api/group-query";
import { groupTrailQuery } from "../api/group-trail-query";
import { isConsistentTrail } from "../trail";
import { AttributesTab } from "./attributes-tab";
import { ChildGroupsTab } from "./child-groups-tab";
import { GroupHeader } from "./group-header";
import { MembersTab } from "./members-tab";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";

/** Each tab's content sits flush in the page section that holds the tabs. */
const withoutPadding = <TKey extends string>(tabs: RoutedTab<TKey>[]): RoutedTab<TKey>[] =>
  tabs.map((tab) => ({
    ...tab,
    content: <PageSection padding={{ default: "noPadding" }}>{tab.content}</PageSection>,
  }));

/**
 * One group at the end of the trail the address names: the trail's groups are read (one request
 * each, as deep as the trail), and a trail that no longer leads to the group (it moved, or the
 * address named it by id alone) is replaced by the one that does.
 */
export function GroupView({ trail, tab }: { trail: readonly string[]; tab: string | undefined }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  // The trail ends with the group shown; its id is all the permissions tab needs.
  const permissionsOwner = groupPermissionsOwner(client, realm, trail.at(-1) ?? "");
  const permissionsVersion = usePermissionsTabVersion(permissionsOwner.viewRight);
  const groups = useQueries({ queries: trail.map((id) => groupQuery(client, realm, id)) });
  const current = groups.at(-1);
  const group = current?.data ?? undefined;
  const loaded = groups.every((query) => query.data !== undefined && query.data !== null);
  const consistent =
    loaded && isConsistentTrail(groups.map((query) => query.data as GroupRepresentation));
  const rebuilt = useQuery({
    ...groupTrailQuery(client, realm, {
      id: group?.id ?? "",
      parentId: group?.parentId,
    }),
    enabled: group?.id !== undefined && loaded && !consistent,
  });

  if (current === undefined || current.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("groups.loading")} />
      </PageSection>
    );
  }
  if (current.isError || group === undefined || group.id === undefined) {
    return (
      <ObjectUnavailable
        error={current.error}
        notFound={t("groups.details.notFound")}
        back={{ to: toGroups({ realm }), label: t("groups.details.backToTop") }}
      />
    );
  }
  if (rebuilt.data !== undefined && rebuilt.data.join("/") !== trail.join("/")) {
    return (
      <Navigate
        replace
        to={toGroups({
          realm,
          trail: rebuilt.data,
          ...(tab !== undefined && { tab: tab as GroupTab }),
        })}
      />
    );
  }
  const shown = { ...group, id: group.id };
  const steps = trail.map((id, index) => ({ id, name: groups[index]?.data?.name }));
  const canViewMembers = group.access?.["viewMembers"] !== false;

  return (
    <>
      <GroupHeader group={shown} steps={steps} />
      <PageSection>
        <RoutedTabs<GroupTab>
          ariaLabel={t("groups.details.tabs")}
          requested={tab}
          linkTo={(next) => toGroups({ realm, trail, tab: next })}
          tabs={withoutPadding([
            {
              key: "child-groups",
              title: t("groups.children.tab"),
              content: <ChildGroupsTab group={shown} trail={trail} />,
            },
            {
              key: "members",
              title: t("groups.members.tab"),
              isShown: canViewMembers,
              content: <MembersTab group={shown} />,
            },
            {
              key: "attributes",
              title: t("groups.attributes.tab"),
              // Remount on a new version of the group, so the form starts from what was saved.
              content: <AttributesTab key={JSON.stringify(group.attributes)} group={shown} />,
            },
            {
              key: "role-mapping",
              title: t("groups.roles.tab"),
              content: (
                <RoleMapping
                  owner={{ kind: "group", id: group.id }}
                  canManage={group.access?.["manage"] === true}
                />
              ),
            },
            {
              key: "permissions",
              title: t("permissions.v1.tab"),
              isShown: permissionsVersion !== undefined,
              content: <PermissionsTab adapter={permissionsOwner} />,
            },
          ])}
        />
      </PageSection>
    </>
  );
}
