import type { OrganizationRepresentation, UserRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  Content,
  EmptyState,
  EmptyStateBody,
  EmptyStateFooter,
  Label,
  LabelGroup,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Radio,
  SearchInput,
  Spinner,
  Stack,
  StackItem,
  ToolbarItem,
} from "@patternfly/react-core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { loadMembershipType } from "../api/load-membership-type";
import { organizationChoicesQuery } from "../api/organization-choices-query";
import { useJoinOrganization } from "../api/use-join-organization";
import { useLeaveOrganization } from "../api/use-leave-organization";
import { userOrganizationsQuery } from "../api/user-organizations-query";

const shown = 20;

const domainsOf = (organization: OrganizationRepresentation): string[] =>
  (organization.domains ?? []).flatMap((domain) =>
    domain.name === undefined ? [] : [domain.name],
  );

/** Picks one organization by searching the server and makes the user a member of it. */
function JoinOrganizationDialog({
  userId,
  memberOf,
  onClose,
}: {
  userId: string;
  memberOf: ReadonlySet<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const id = useId();
  const { addAlert, addError } = useAlerts();
  const join = useJoinOrganization(userId);
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<OrganizationRepresentation>();
  const organizations = useQuery({
    ...organizationChoicesQuery(client, realm, search, shown + 1),
    placeholderData: keepPreviousData,
  });
  const choices = organizations.data ?? [];

  const save = async () => {
    if (chosen?.id === undefined) return;
    try {
      await join.mutateAsync(chosen.id);
      addAlert(t("users.orgs.joined", { organization: chosen.name }), "success");
      onClose();
    } catch (error) {
      addError("users.orgs.joinError", error);
    }
  };

  return (
    <Modal isOpen variant="medium" onClose={onClose} aria-labelledby={`${id}-title`}>
      <ModalHeader title={t("users.orgs.joinTitle")} labelId={`${id}-title`} />
      <ModalBody>
        <Stack hasGutter role="group" aria-label={t("users.orgs.choose")}>
          <StackItem>
            <SearchInput
              aria-label={t("users.orgs.search")}
              placeholder={t("users.orgs.search")}
              value={search}
              onChange={(_event, text) => {
                setSearch(text);
              }}
              onClear={() => {
                setSearch("");
              }}
            />
          </StackItem>
          <StackItem>
            {organizations.isPending ? (
              <Spinner size="md" aria-label={t("users.orgs.loading")} />
            ) : organizations.isError ? (
              <Content component="p">{t("users.orgs.loadError")}</Content>
            ) : choices.length === 0 ? (
              <Content component="p">{t("users.orgs.noChoices")}</Content>
            ) : (
              choices.slice(0, shown).map((organization) => {
                const isMember = memberOf.has(organization.id ?? "");
                return (
                  <Radio
                    key={organization.id}
                    id={`${id}-${organization.id ?? ""}`}
                    name={`${id}-organization`}
                    label={organization.name}
                    description={
                      isMember
                        ? t("users.orgs.alreadyMember")
                        : organization.alias === undefined
                          ? undefined
                          : t("users.orgs.aliasIs", { alias: organization.alias })
                    }
                    isDisabled={isMember}
                    isChecked={chosen?.id === organization.id}
                    onChange={() => {
                      setChosen(organization);
                    }}
                  />
                );
              })
            )}
            {choices.length > shown && <Content component="p">{t("users.orgs.refine")}</Content>}
          </StackItem>
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button
          isDisabled={chosen === undefined || join.isPending}
          isLoading={join.isPending}
          onClick={() => void save()}
        >
          {t("users.orgs.joinConfirm")}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("users.orgs.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/** The organizations the user belongs to, with join and leave. */
export function OrganizationsTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const { addAlert, addError } = useAlerts();
  const userId = user.id ?? "";
  const organizations = useQuery(userOrganizationsQuery(client, realm, userId));
  const leave = useLeaveOrganization(userId);
  const { confirm, dialog } = useConfirmDialog();
  const [joining, setJoining] = useState(false);
  const canManage =
    access.hasAccess("manage-users", "manage-realm") && user.access?.["manage"] !== false;
  const rows = organizations.data ?? [];

  const askLeave = async (organization: OrganizationRepresentation) => {
    const orgId = organization.id ?? "";
    let managed: boolean;
    try {
      managed = (await loadMembershipType(client, realm, orgId, userId)) === "MANAGED";
    } catch (error) {
      addError("users.orgs.memberLookupError", error);
      return;
    }
    confirm({
      title: t("users.orgs.leaveTitle"),
      message: managed
        ? t("users.orgs.leaveManagedMessage", {
            organization: organization.name,
            username: user.username,
          })
        : t("users.orgs.leaveMessage", {
            organization: organization.name,
            username: user.username,
          }),
      confirmLabel: t("users.orgs.leave"),
      variant: "danger",
      errorTitle: t("users.orgs.leaveError"),
      onConfirm: async () => {
        await leave.mutateAsync(orgId);
        addAlert(t("users.orgs.left", { organization: organization.name }), "success");
      },
    });
  };
  const joinButton = canManage && (
    <Button
      onClick={() => {
        setJoining(true);
      }}
    >
      {t("users.orgs.join")}
    </Button>
  );

  return (
    <>
      {dialog}
      {joining && (
        <JoinOrganizationDialog
          userId={userId}
          memberOf={new Set(rows.map((organization) => organization.id ?? ""))}
          onClose={() => {
            setJoining(false);
          }}
        />
      )}
      <ClientDataTable<OrganizationRepresentation>
        ariaLabel={t("users.orgs.tableLabel")}
        rows={rows}
        isLoading={organizations.isPending}
        error={organizations.error ?? undefined}
        onRefresh={() => void organizations.refetch()}
        searchPlaceholder={t("users.orgs.searchMember")}
        rowKey={(organization) => organization.id ?? ""}
        rowLabel={(organization) => organization.name ?? ""}
        columns={[
          {
            id: "name",
            title: t("users.orgs.name"),
            value: (organization) => organization.name,
            sortable: true,
            cell: (organization) => (
              <>
                {organization.name}{" "}
                {organization.enabled === false && (
                  <Label isCompact color="orange">
                    {t("users.orgs.disabled")}
                  </Label>
                )}
              </>
            ),
          },
          {
            id: "alias",
            title: t("users.orgs.alias"),
            value: (organization) => organization.alias,
            cell: (organization) => organization.alias,
          },
          {
            id: "domains",
            title: t("users.orgs.domains"),
            value: (organization) => domainsOf(organization).join(" "),
            cell: (organization) => (
              <LabelGroup
                numLabels={2}
                aria-label={t("users.orgs.domainsOf", { organization: organization.name })}
                collapsedText={t("users.orgs.showRemaining", { remaining: "${remaining}" })}
                expandedText={t("users.orgs.hide")}
              >
                {domainsOf(organization).map((domain) => (
                  <Label key={domain} isCompact>
                    {domain}
                  </Label>
                ))}
              </LabelGroup>
            ),
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("users.orgs.leave"),
              isDanger: true,
              onClick: (organization: OrganizationRepresentation) => void askLeave(organization),
            },
          ],
        })}
        toolbarItems={() => joinButton && <ToolbarItem>{joinButton}</ToolbarItem>}
        emptyState={
          <EmptyState headingLevel="h2" titleText={t("users.orgs.emptyTitle")}>
            <EmptyStateBody>{t("users.orgs.emptyBody")}</EmptyStateBody>
            {joinButton && <EmptyStateFooter>{joinButton}</EmptyStateFooter>}
          </EmptyState>
        }
      />
    </>
  );
}
