import type { RoleRepresentation } from "@gatehouse/admin-client";
import { Content, FlexItem, Label, PageSection, Stack } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { toRealmRoles } from "@/shared/paths/role-paths";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { useDeleteRoles } from "./use-delete-roles";

/**
 * The role's name, whether it is composite and its description, with deleting it for
 * administrators who may manage the realm; deleting goes back to the list.
 */
export function RoleHeader({
  role,
  canManage,
}: {
  role: RoleRepresentation & { id: string };
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { askDelete, dialog } = useDeleteRoles();
  const description = translatePlaceholders(role.description ?? "", t);

  return (
    <PageSection>
      {dialog}
      <Stack hasGutter>
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
                        void navigate(toRealmRoles({ realm }));
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
