import type { GroupRepresentation } from "@gatehouse/admin-client";
import { Content, PageSection, Stack } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toGroups } from "@/shared/paths/group-paths";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import type { TrailStep } from "../trail";
import { TrailBreadcrumb } from "./trail-breadcrumb";
import { useGroupActions } from "./use-group-actions";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

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
  const canManage = group.access?.["manage"] === true;
  const parentTrail = steps.slice(0, -1).map((step) => step.id);

  return (
    <PageSection>
      {actions.dialogs}
      <Stack hasGutter>
        <TrailBreadcrumb steps={steps} />
        <DetailsTitle
          title={group.name}
          actionsLabel={t("groups.details.actions")}
          actions={
            canManage
              ? [
                  {
                    id: "rename",
                    label: t("groups.rename.open"),
                    onSelect: () => {
                      actions.askRename(group);
                    },
                  },
                  {
                    id: "move",
                    label: t("groups.move.open"),
                    onSelect: () => {
                      actions.askMove(group);
                    },
                  },
                  {
                    id: "duplicate",
                    label: t("groups.duplicate.open"),
                    onSelect: () => {
                      actions.askDuplicate(group);
                    },
                  },
                  {
                    id: "delete",
                    label: t("groups.delete.open"),
                    isDanger: true,
                    onSelect: () => {
                      actions.askDelete([group], () => {
                        void navigate(toGroups({ realm, trail: parentTrail }), afterDeletion);
                      });
                    },
                  },
                ]
              : []
          }
        />
        {group.description !== undefined && group.description !== "" && (
          <Content component="p">{group.description}</Content>
        )}
      </Stack>
    </PageSection>
  );
}
