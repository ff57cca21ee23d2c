import { PageSection, Sidebar, SidebarContent, SidebarPanel } from "@patternfly/react-core";
import { useSearchParams } from "react-router";
import { groupTabParam } from "@/shared/paths/group-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { GroupTree } from "./components/group-tree";
import { GroupView } from "./components/group-view";
import { TopLevelGroups } from "./components/top-level-groups";
import { trailFromParams, type GroupsRouteParams } from "./paths";

/**
 * The group tree: the top level, or the group at the end of the sub-group trail in the address
 * (`/groups/{top}/{child}/…`, or `/groups/{id}` for any group by its id), on the tab the query
 * string names; a tree to browse beside it.
 */
export function GroupsPage() {
  const params = useRouteParams<GroupsRouteParams>();
  const [search] = useSearchParams();
  const trail = trailFromParams(params);
  return (
    <Sidebar hasGutter>
      <SidebarPanel width={{ default: "width_25" }}>
        <PageSection>
          <GroupTree currentId={trail.at(-1)} />
        </PageSection>
      </SidebarPanel>
      <SidebarContent>
        {trail.length === 0 ? (
          <TopLevelGroups />
        ) : (
          <GroupView
            // Another group starts with fresh tabs and dialogs.
            key={trail.join("/")}
            trail={trail}
            tab={search.get(groupTabParam) ?? undefined}
          />
        )}
      </SidebarContent>
    </Sidebar>
  );
}
