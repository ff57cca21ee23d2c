import { Button, Flex, FlexItem, Skeleton, Title } from "@patternfly/react-core";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { extRoleUsersQuery } from "../api/ext-role-users-query";
import { useExtRoleGrants } from "../api/use-ext-role-grants";
import { GrantExtRoleDialog } from "./grant-ext-role-dialog";

/**
 * Who holds one of the organization's roles, shown when its row is expanded: the server answers
 * them in one list. Those who may manage organizations grant the role to members and revoke it
 * (after a confirmation).
 */
export function RoleHolders({
  orgId,
  role,
  canManage,
}: {
  orgId: string;
  role: string;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const holders = useQuery(extRoleUsersQuery(client, realm, orgId, role));
  const grants = useExtRoleGrants(orgId, role);
  const { confirm, dialog } = useConfirmDialog();
  const [isGranting, setGranting] = useState(false);
  const headingId = `role-holders-${role}`.replace(/\W+/g, "-");

  const askRevoke = (userId: string, username: string) => {
    confirm({
      title: t("extOrganizations.roles.revokeTitle", { role, username }),
      message: t("extOrganizations.roles.revokeMessage", { role, username }),
      confirmLabel: t("extOrganizations.roles.revoke"),
      variant: "danger",
      errorTitle: t("extOrganizations.roles.revokeError"),
      onConfirm: async () => {
        await grants.mutateAsync({ change: "revoke", userIds: [userId] });
        addAlert(t("extOrganizations.roles.revoked", { role, username }), "success");
      },
    });
  };

  const shown = holders.data ?? [];
  return (
    <>
      {dialog}
      {isGranting && (
        <GrantExtRoleDialog
          orgId={orgId}
          role={role}
          holderIds={new Set(shown.map((user) => user.id ?? ""))}
          onClose={() => {
            setGranting(false);
          }}
        />
      )}
      <Flex alignItems={{ default: "alignItemsCenter" }}>
        <FlexItem>
          <Title headingLevel="h3" size="md" id={headingId}>
            {t("extOrganizations.roles.holders", { role })}
          </Title>
        </FlexItem>
        {canManage && (
          <FlexItem>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setGranting(true);
              }}
            >
              {t("extOrganizations.roles.grant")}
            </Button>
          </FlexItem>
        )}
      </Flex>
      {holders.isPending ? (
        <Skeleton screenreaderText={t("extOrganizations.roles.holdersLoading")} />
      ) : holders.isError ? (
        <p>{t("extOrganizations.roles.holdersError")}</p>
      ) : shown.length === 0 ? (
        <p>{t("extOrganizations.roles.noHolders")}</p>
      ) : (
        <Table aria-labelledby={headingId} variant="compact">
          <Thead>
            <Tr>
              <Th>{t("extOrganizations.members.username")}</Th>
              <Th>{t("extOrganizations.members.email")}</Th>
              {canManage && <Th screenReaderText={t("extOrganizations.roles.actions")} />}
            </Tr>
          </Thead>
          <Tbody>
            {shown.map((user) => {
              const username = user.username ?? "";
              return (
                <Tr key={user.id}>
                  <Td dataLabel={t("extOrganizations.members.username")}>{username}</Td>
                  <Td dataLabel={t("extOrganizations.members.email")}>{user.email ?? ""}</Td>
                  {canManage && (
                    <Td isActionCell>
                      <Button
                        variant="link"
                        isDanger
                        isInline
                        aria-label={t("extOrganizations.roles.revokeFrom", { username })}
                        onClick={() => {
                          askRevoke(user.id ?? "", username);
                        }}
                      >
                        {t("extOrganizations.roles.revoke")}
                      </Button>
                    </Td>
                  )}
                </Tr>
              );
            })}
          </Tbody>
        </Table>
      )}
    </>
  );
}
