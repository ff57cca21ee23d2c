import type { UserProfileGroup } from "@gatehouse/admin-client";
import { Button, Toolbar, ToolbarContent, ToolbarItem } from "@patternfly/react-core";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { RouterLink } from "@/shared/ui/links/router-link";
import { ActionsCell } from "@/shared/ui/table/row-cells";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { useUpdateUserProfile } from "../api/use-update-user-profile";
import { toEditAttributesGroup, toNewAttributesGroup } from "../paths";
import type { UserProfileTabProps } from "./attributes-tab";
import { withoutGroup } from "./group-form-state";

/**
 * The attribute groups, which gather attributes under a heading in users' forms. Everyone who
 * may view the realm opens them; those who may manage it create and delete them.
 */
export function AttributeGroupsTab({ config, canManage }: UserProfileTabProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const update = useUpdateUserProfile();
  const { confirm, dialog } = useConfirmDialog();
  const groups = config.groups ?? [];

  const askDelete = (group: UserProfileGroup) => {
    const name = group.name ?? "";
    confirm({
      title: t("realmSettings.userProfile.deleteGroupTitle", { name }),
      message: t("realmSettings.userProfile.deleteGroupMessage", { name }),
      confirmLabel: t("realmSettings.userProfile.delete"),
      variant: "danger",
      onConfirm: async () => {
        await update.mutateAsync((stored) => withoutGroup(stored, name));
        addAlert(t("realmSettings.userProfile.groupDeleted", { name }), "success");
      },
    });
  };

  const createButton = canManage && (
    <Button component={RouterLink} href={toNewAttributesGroup({ realm })}>
      {t("realmSettings.userProfile.createGroup")}
    </Button>
  );
  if (groups.length === 0) {
    return (
      <EmptyListState
        title={t("realmSettings.userProfile.noGroups")}
        body={t("realmSettings.userProfile.noGroupsBody")}
        action={createButton}
      />
    );
  }
  return (
    <>
      {dialog}
      {createButton && (
        <Toolbar>
          <ToolbarContent>
            <ToolbarItem>{createButton}</ToolbarItem>
          </ToolbarContent>
        </Toolbar>
      )}
      <Table aria-label={t("realmSettings.userProfile.groups")} variant="compact">
        <Thead>
          <Tr>
            <Th>{t("realmSettings.userProfile.groupName")}</Th>
            <Th>{t("realmSettings.userProfile.displayHeader")}</Th>
            <Th>{t("realmSettings.userProfile.displayDescription")}</Th>
            {canManage && <Th screenReaderText={t("realmSettings.userProfile.actions")} />}
          </Tr>
        </Thead>
        <Tbody>
          {groups.map((group) => {
            const name = group.name ?? "";
            return (
              <Tr key={name}>
                <Td dataLabel={t("realmSettings.userProfile.groupName")}>
                  <Link to={toEditAttributesGroup({ realm, name })}>{name}</Link>
                </Td>
                <Td dataLabel={t("realmSettings.userProfile.displayHeader")}>
                  {translatePlaceholders(group.displayHeader ?? "", t)}
                </Td>
                <Td dataLabel={t("realmSettings.userProfile.displayDescription")}>
                  {translatePlaceholders(group.displayDescription ?? "", t)}
                </Td>
                {canManage && (
                  <ActionsCell
                    row={group}
                    label={name}
                    actions={[
                      {
                        title: t("realmSettings.userProfile.edit"),
                        onClick: () => {
                          void navigate(toEditAttributesGroup({ realm, name }));
                        },
                      },
                      {
                        title: t("realmSettings.userProfile.delete"),
                        isDanger: true,
                        onClick: askDelete,
                      },
                    ]}
                  />
                )}
              </Tr>
            );
          })}
        </Tbody>
      </Table>
    </>
  );
}
