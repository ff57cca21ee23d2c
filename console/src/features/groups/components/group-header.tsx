import type { GroupRepresentation } from "@gatehouse/admin-client";
import {
  Content,
  Dropdown,
  DropdownItem,
  DropdownList,
  Flex,
  FlexItem,
  MenuToggle,
  PageSection,
  Stack,
  Title,
} from "@patternfly/react-core";
import { EllipsisVIcon } from "@patternfly/react-icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toGroups } from "@/shared/paths/group-paths";
import type { TrailStep } from "../trail";
import { TrailBreadcrumb } from "./trail-breadcrumb";
import { useGroupActions } from "./use-group-actions";

/**
 * The group's trail, name and description, with the actions on the whole group for
 * administrators who may manage it. Deleting it goes up to its parent.
 */
export function GroupHeader({
  group,
  steps,
}: {
  group: GroupRepresentation & { id: string };
  steps: readonly TrailStep[];
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const actions = useGroupActions();
  const [open, setOpen] = useState(false);
  const canManage = group.access?.["manage"] === true;
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const parentTrail = steps.slice(0, -1).map((step) => step.id);

  return (
    <PageSection>
      {actions.dialogs}
      <Stack hasGutter>
        <TrailBreadcrumb steps={steps} />
        <Flex
          justifyContent={{ default: "justifyContentSpaceBetween" }}
          alignItems={{ default: "alignItemsCenter" }}
        >
          <FlexItem>
            <Title headingLevel="h1">{group.name}</Title>
          </FlexItem>
          {canManage && (
            <FlexItem>
              <Dropdown
                isOpen={open}
                onOpenChange={setOpen}
                popperProps={{ position: "right" }}
                toggle={(toggleRef) => (
                  <MenuToggle
                    ref={toggleRef}
                    variant="plain"
                    aria-label={t("groups.details.actions")}
                    isExpanded={open}
                    onClick={() => {
                      setOpen(!open);
                    }}
                    icon={<EllipsisVIcon />}
                  />
                )}
              >
                <DropdownList>
                  <DropdownItem
                    onClick={choose(() => {
                      actions.askRename(group);
                    })}
                  >
                    {t("groups.rename.open")}
                  </DropdownItem>
                  <DropdownItem
                    onClick={choose(() => {
                      actions.askMove(group);
                    })}
                  >
                    {t("groups.move.open")}
                  </DropdownItem>
                  <DropdownItem
                    onClick={choose(() => {
                      actions.askDuplicate(group);
                    })}
                  >
                    {t("groups.duplicate.open")}
                  </DropdownItem>
                  <DropdownItem
                    isDanger
                    onClick={choose(() => {
                      actions.askDelete([group], () => {
                        void navigate(toGroups({ realm, trail: parentTrail }));
                      });
                    })}
                  >
                    {t("groups.delete.open")}
                  </DropdownItem>
                </DropdownList>
              </Dropdown>
            </FlexItem>
          )}
        </Flex>
        {group.description !== undefined && group.description !== "" && (
          <Content component="p">{group.description}</Content>
        )}
      </Stack>
    </PageSection>
  );
}
