import {
  Button,
  EmptyState,
  EmptyStateBody,
  Label,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Stack,
  StackItem,
  ToggleGroup,
  ToggleGroupItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DataTable, usePrefetchFirstPage } from "@/shared/ui/table/data-table";
import type { PageRequest, TableSelection } from "@/shared/ui/table/table-types";
import { usersKeys } from "../api/keys";
import {
  loadAssignableRoles,
  roleMappingsQuery,
  type AssignableRole,
} from "../api/role-mapping-queries";
import { useAssignRoles, type RoleChange } from "../api/use-role-mapping-mutations";
import { roleKey } from "../role-sources";

type RoleKind = "realm" | "client";

/** Groups the chosen roles into one change for realm roles and one per client. */
function changesOf(roles: AssignableRole[]): RoleChange[] {
  const byClient = new Map<string, RoleChange>();
  for (const role of roles) {
    const key = role.clientUniqueId ?? "";
    const change = byClient.get(key) ?? {
      ...(role.clientUniqueId !== undefined && { clientUniqueId: role.clientUniqueId }),
      roles: [],
    };
    change.roles.push({ id: role.id, name: role.name });
    byClient.set(key, change);
  }
  return [...byClient.values()];
}

/**
 * Picks realm roles, or client roles of any client, and maps them to the user. Roles are paged and
 * searched by the server, so the dialog opens as fast on a realm with thousands of roles as on an
 * empty one; the selection is kept across pages and searches.
 */
export function AssignRolesDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert, addError } = useAlerts();
  const assign = useAssignRoles(userId);
  const [kind, setKind] = useState<RoleKind>("realm");
  const [selected, setSelected] = useState<AssignableRole[]>([]);
  const tableOf = (of: RoleKind) => ({
    queryKey: usersKeys.assignableRoles(realm, userId, of),
    loader: (request: PageRequest, signal: AbortSignal) =>
      loadAssignableRoles(client, realm, userId, of, request, signal),
    staleTime: 10_000,
  });
  // Client roles load beside realm roles, so switching kinds shows them without waiting.
  usePrefetchFirstPage(tableOf("client"));
  // Already loaded by the role-mapping tab: marks the roles the user holds.
  const held = useQuery(roleMappingsQuery(client, realm, userId));
  const direct = new Set(
    [
      ...(held.data?.mappings.realmMappings ?? []),
      ...Object.values(held.data?.mappings.clientMappings ?? {}).flatMap(
        (mapped) => mapped.mappings ?? [],
      ),
    ].map((role) => role.id),
  );
  const effective = new Set([
    ...(held.data?.effective.realm ?? []).map((role) => roleKey(role.name ?? "")),
    ...(held.data?.effective.clients ?? []).flatMap(({ clientId, roles }) =>
      roles.map((role) => roleKey(role.name ?? "", clientId)),
    ),
  ]);
  const statusOf = (role: AssignableRole) =>
    direct.has(role.id)
      ? t("users.roles.assigned")
      : effective.has(roleKey(role.name, role.clientId))
        ? t("users.roles.inherited")
        : undefined;

  const switchKind = (next: RoleKind) => {
    setKind(next);
    setSelected([]);
  };
  const onSelectionChange = (selection: TableSelection<AssignableRole>) => {
    setSelected(selection.kind === "rows" ? selection.rows : []);
  };
  const save = async () => {
    try {
      await assign.mutateAsync(changesOf(selected));
      addAlert(t("users.roles.assignedCount", { count: selected.length }), "success");
      onClose();
    } catch (error) {
      addError("users.roles.assignError", error);
    }
  };
  const roleLabel = (role: AssignableRole) =>
    role.clientId === undefined ? role.name : `${role.clientId} ${role.name}`;

  return (
    <Modal isOpen variant="large" onClose={onClose} aria-labelledby={`${id}-title`}>
      <ModalHeader title={t("users.roles.assignTitle")} labelId={`${id}-title`} />
      <ModalBody>
        <Stack hasGutter>
          <StackItem>
            <ToggleGroup aria-label={t("users.roles.kind")}>
              <ToggleGroupItem
                text={t("users.roles.realmRoles")}
                isSelected={kind === "realm"}
                onChange={() => {
                  switchKind("realm");
                }}
              />
              <ToggleGroupItem
                text={t("users.roles.clientRoles")}
                isSelected={kind === "client"}
                onChange={() => {
                  switchKind("client");
                }}
              />
            </ToggleGroup>
          </StackItem>
          <StackItem>
            {/* A new table per kind: its page, search and selection start afresh. */}
            <DataTable<AssignableRole>
              key={kind}
              ariaLabel={t("users.roles.available")}
              {...tableOf(kind)}
              variant="compact"
              selectable="multiple"
              canSelectAllMatching={false}
              onSelectionChange={onSelectionChange}
              rowKey={(role) => role.id}
              rowLabel={roleLabel}
              searchPlaceholder={t("users.roles.search")}
              columns={[
                {
                  id: "name",
                  title: t("users.roles.name"),
                  cell: (role) => (
                    <>
                      {role.clientId !== undefined && (
                        <Label color="blue" isCompact>
                          {role.clientId}
                        </Label>
                      )}{" "}
                      {role.name}
                    </>
                  ),
                },
                {
                  id: "status",
                  title: t("users.roles.source"),
                  cell: (role) => statusOf(role),
                },
                {
                  id: "description",
                  title: t("users.roles.description"),
                  cell: (role) => translatePlaceholders(role.description ?? "", t),
                },
              ]}
              emptyState={
                <EmptyState headingLevel="h3" titleText={t("users.roles.noneAvailable")}>
                  <EmptyStateBody>{t("users.roles.noneAvailableBody")}</EmptyStateBody>
                </EmptyState>
              }
            />
          </StackItem>
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button
          isDisabled={selected.length === 0 || assign.isPending}
          isLoading={assign.isPending}
          onClick={() => void save()}
        >
          {selected.length === 0
            ? t("users.roles.assignConfirm")
            : t("users.roles.assignSelected", { count: selected.length })}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("users.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
