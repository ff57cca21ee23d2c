import { Content, FlexItem, Label, PageSection, Stack } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { toRoleList, type RoleDetailsProps } from "./role-container";
import { useConfirmDeleteRoles } from "./use-confirm-delete-roles";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/**
 * The role's name, whether it is composite and its description, with deleting it for
 * administrators who may manage its container; deleting goes back to the container's list of
 * roles. `context` is shown above the name (the client a client role belongs to).
 */
export function RoleHeader({
  container,
  role,
  canManage,
  context,
}: RoleDetailsProps & { context?: ReactNode }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { askDelete, dialog } = useConfirmDeleteRoles(container);
  const description = translatePlaceholders(role.description ?? "", t);

  return (
    <PageSection>
      {dialog}
      <Stack hasGutter>
        {context}
        <DetailsTitle
          title={role.name}
          labels={
            role.composite === true && (
              <FlexItem>
                <Label color="blue">{t("roles.compositeLabel")}</Label>
              </FlexItem>
            )
          }
          actionsLabel={t("roles.details.actions")}
          actions={
            canManage
              ? [
                  {
                    id: "delete",
                    label: t("roles.delete.open"),
                    isDanger: true,
                    onSelect: () => {
                      askDelete([role], () => {
                        void navigate(toRoleList(realm, container), afterDeletion);
                      });
                    },
                  },
                ]
              : []
          }
        />
        {description !== "" && <Content component="p">{description}</Content>}
      </Stack>
    </PageSection>
  );
}
