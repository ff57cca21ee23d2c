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
import { errorMessage, type ErrorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";
import { DataTable, usePrefetchFirstPage } from "@/shared/ui/table/data-table";
import type { TableSelection } from "@/shared/ui/table/table-types";
import { useTableState } from "@/shared/ui/table/use-table-state";
import {
  assignableRolesQuery,
  useCanListRealmRoles,
  type AssignableKind,
} from "./api/assignable-roles-query";
import type { AssignableRole } from "./api/load-assignable-roles";
import { roleMappingsQuery } from "./api/role-mappings-query";
import type { RoleChange, RoleOwner } from "./api/role-owner";
import { useAssignRoles } from "./api/use-assign-roles";
import { roleKey } from "./role-sources";
import { DialogFailure } from "@/shared/ui/dialogs/dialog-failure";

/** Groups the chosen roles into one change for realm roles and one per client. */
function changesOf(roles: readonly AssignableRole[]): RoleChange[] {
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

const roleLabel = (role: AssignableRole) =>
  role.clientId === undefined ? role.name : `${role.clientId} ${role.name}`;

/**
 * Picks realm roles, or client roles of any client, and maps them to the owner. Roles are paged and
 * searched by the server, so the dialog opens as fast on a realm with thousands of roles as on an
 * empty one; the selection is kept across pages and searches.
 */
export function AssignRolesDialog({ owner, onClose }: { owner: RoleOwner; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const assign = useAssignRoles(owner);
  const [kind, setKind] = useState<AssignableKind>("realm");
  const [selected, setSelected] = useState<AssignableRole[]>([]);
  const [failure, setFailure] = useState<ErrorMessage>();
  const table = useTableState({ inAddress: false });
  const canListRealmRoles = useCanListRealmRoles();
  // Client roles load beside realm roles, so switching kinds shows them without waiting.
  usePrefetchFirstPage(assignableRolesQuery(client, realm, owner, "client", canListRealmRoles));
  // Already loaded by the role list: marks the roles the owner holds.
  const held = useQuery(roleMappingsQuery(client, realm, owner));
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
      ? t("roleMapping.assigned")
      : effective.has(roleKey(role.name, role.clientId))
        ? t("roleMapping.inherited")
        : undefined;

  // One table: another kind swaps its rows and starts again on page 1, unsearched, none selected.
  const switchKind = (next: AssignableKind) => {
    if (next === kind) return;
    // At once: the roles of either kind were asked for when the dialog opened.
    setKind(next);
    setSelected([]);
    table.reset();
  };
  const onSelectionChange = (selection: TableSelection<AssignableRole>) => {
    setSelected(selection.kind === "rows" ? selection.rows : []);
  };
  // A failure shows inside the dialog, which stays open with the choice kept.
  const save = async () => {
    setFailure(undefined);
    try {
      await assign.mutateAsync(changesOf(selected));
    } catch (error) {
      setFailure(errorMessage(error, t));
      return;
    }
    addAlert(t("roleMapping.assignedCount", { count: selected.length }), "success");
    onClose();
  };

  return (
    <Modal isOpen variant="large" onEscapePress={onClose} aria-labelledby={`${id}-title`}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={t("roleMapping.assignTitle")} labelId={`${id}-title`} />
      <ModalBody>
        <Stack hasGutter>
          {failure !== undefined && (
            <StackItem>
              <DialogFailure failure={failure} title={t("roleMapping.assignError")} />
            </StackItem>
          )}
          <StackItem>
            <ToggleGroup aria-label={t("roleMapping.kind")}>
              <ToggleGroupItem
                text={t("roleMapping.realmRoles")}
                isSelected={kind === "realm"}
                onChange={() => {
                  switchKind("realm");
                }}
              />
              <ToggleGroupItem
                text={t("roleMapping.clientRoles")}
                isSelected={kind === "client"}
                onChange={() => {
                  switchKind("client");
                }}
              />
            </ToggleGroup>
          </StackItem>
          <StackItem>
            <DataTable<AssignableRole>
              ariaLabel={t("roleMapping.available")}
              {...assignableRolesQuery(client, realm, owner, kind, canListRealmRoles)}
              state={table}
              variant="compact"
              selectable="multiple"
              canSelectAllMatching={false}
              onSelectionChange={onSelectionChange}
              rowKey={(role) => role.id}
              rowLabel={roleLabel}
              searchPlaceholder={t("roleMapping.search")}
              columns={[
                {
                  id: "name",
                  title: t("roleMapping.name"),
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
                { id: "status", title: t("roleMapping.source"), cell: statusOf },
                {
                  id: "description",
                  title: t("roleMapping.description"),
                  cell: (role) => translatePlaceholders(role.description ?? "", t),
                },
              ]}
              emptyState={
                <EmptyState headingLevel="h3" titleText={t("roleMapping.noneAvailable")}>
                  <EmptyStateBody>{t("roleMapping.noneAvailableBody")}</EmptyStateBody>
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
          spinnerAriaLabel={t("dialogs.working")}
          onClick={() => void save()}
        >
          {selected.length === 0
            ? t("roleMapping.assignConfirm")
            : t("roleMapping.assignSelected", { count: selected.length })}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("dialogs.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
