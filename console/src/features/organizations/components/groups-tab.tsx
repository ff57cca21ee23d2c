import type { OrganizationRepresentation } from "@gatehouse/admin-client";
import {
  Breadcrumb,
  BreadcrumbItem,
  Button,
  Stack,
  StackItem,
  TabContentBody,
  Title,
} from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOrganizationRights } from "../api/organization-rights";
import { GroupLevel } from "./groups/group-level";
import { GroupMembers } from "./groups/group-members";

export interface GroupsTabProps {
  organization: OrganizationRepresentation;
  canManage: boolean;
}

interface TrailStep {
  id: string;
  name: string;
}

/**
 * The organization's own groups, browsed a level at a time: the top level, then an opened
 * group's sub-groups and members, with a trail back up.
 */
export function GroupsTab({ organization, canManage }: GroupsTabProps) {
  const { t } = useTranslation();
  const orgId = organization.id ?? "";
  const { canManageMembers } = useOrganizationRights();
  const canManageGroups = canManage;
  const [trail, setTrail] = useState<readonly TrailStep[]>([]);
  const current = trail.at(-1);
  const open = (group: TrailStep) => {
    setTrail([...trail, group]);
  };

  return (
    <TabContentBody hasPadding>
      <Stack hasGutter>
        {current !== undefined && (
          <StackItem>
            <Breadcrumb aria-label={t("organizations.groups.trail")}>
              {[undefined, ...trail].map((step, index) => {
                const label = step?.name ?? t("organizations.groups.top");
                return index === trail.length ? (
                  <BreadcrumbItem key={step?.id ?? ""} isActive>
                    {label}
                  </BreadcrumbItem>
                ) : (
                  <BreadcrumbItem key={step?.id ?? ""}>
                    <Button
                      variant="link"
                      isInline
                      onClick={() => {
                        setTrail(trail.slice(0, index));
                      }}
                    >
                      {label}
                    </Button>
                  </BreadcrumbItem>
                );
              })}
            </Breadcrumb>
          </StackItem>
        )}
        {current !== undefined && (
          <StackItem>
            <Title headingLevel="h2">{current.name}</Title>
          </StackItem>
        )}
        {current !== undefined && (
          <StackItem>
            <Title headingLevel="h3">{t("organizations.groups.subGroups")}</Title>
          </StackItem>
        )}
        <StackItem>
          {/* A new level is a new table: its paging starts again. */}
          <GroupLevel
            key={current?.id ?? ""}
            orgId={orgId}
            parent={current}
            canManage={canManageGroups}
            onOpen={open}
          />
        </StackItem>
        {current !== undefined && (
          <>
            <StackItem>
              <Title headingLevel="h3">{t("organizations.groups.members")}</Title>
            </StackItem>
            <StackItem>
              <GroupMembers
                key={current.id}
                orgId={orgId}
                group={current}
                canManage={canManageMembers}
              />
            </StackItem>
          </>
        )}
      </Stack>
    </TabContentBody>
  );
}
