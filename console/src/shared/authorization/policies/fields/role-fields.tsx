import type { ClientRepresentation, RoleRepresentation } from "@gatehouse/admin-client";
import { Button, Flex, FlexItem } from "@patternfly/react-core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { loadClientRoles, loadClients, loadRealmRoles } from "../api/load-choices";
import { rememberName, useChosenNames } from "../api/chosen-names";
import { ChosenList } from "../chosen-list";
import type { PolicyFormValues } from "../form-state";
import { usePolicyEditor } from "../policy-editor-context";
import { SimplePicker } from "./simple-picker";

type Picking =
  { step: "realm" } | { step: "client" } | { step: "clientRoles"; of: ClientRepresentation };

/**
 * A role policy's roles: realm roles, and roles of any client (choose the client, then its
 * roles), each "required" or not; and whether to read the roles from the user's store each time.
 */
export function RoleFields() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const { realm, isReadOnly } = usePolicyEditor();
  const { control, watch } = useFormContext<PolicyFormValues>();
  const { fields, append, remove, update } = useFieldArray({
    control,
    name: "roles",
    keyName: "key",
  });
  const [picking, setPicking] = useState<Picking>();
  const roles = watch("roles");
  const roleNames = useChosenNames(
    realm,
    "role",
    roles.map((role) => role.id),
  );
  const clientIds = [...roleNames.values()].flatMap((name) =>
    name?.clientUniqueId === undefined ? [] : [name.clientUniqueId],
  );
  const clientNames = useChosenNames(realm, "client", clientIds);
  const chosen = new Set(roles.map((role) => role.id));

  const labelOf = (id: string) => {
    const role = roleNames.get(id);
    if (role === undefined || role === null) return role;
    if (role.clientUniqueId === undefined) return role.name;
    const owner = clientNames.get(role.clientUniqueId)?.name ?? role.clientUniqueId;
    return `${owner} ${role.name}`;
  };
  const add = (picked: RoleRepresentation[], clientUniqueId?: string) => {
    for (const role of picked) {
      if (role.id === undefined) continue;
      rememberName(queryClient, realm, "role", role.id, {
        name: role.name ?? role.id,
        ...(clientUniqueId !== undefined && { clientUniqueId }),
      });
      append({ id: role.id, required: false }, { shouldFocus: false });
    }
  };

  const picker =
    picking?.step === "realm" ? (
      <SimplePicker<RoleRepresentation>
        title={t("authorization.policies.role.pickRealmRoles")}
        queryKey={["authorization", realm, "policy-role-choices", "realm"]}
        loader={(request, signal) => loadRealmRoles(client, realm, request, signal)}
        rowKey={(role) => role.id ?? ""}
        rowLabel={(role) => role.name ?? ""}
        rowDescription={(role) => role.description}
        chosen={chosen}
        onConfirm={(picked) => {
          add(picked);
        }}
        onClose={() => {
          setPicking(undefined);
        }}
      />
    ) : picking?.step === "client" ? (
      <SimplePicker<ClientRepresentation>
        title={t("authorization.policies.role.pickClient")}
        queryKey={["authorization", realm, "policy-role-choices", "clients"]}
        loader={(request, signal) => loadClients(client, realm, request, signal)}
        rowKey={(found) => found.id ?? ""}
        rowLabel={(found) => found.clientId ?? ""}
        chosen={new Set()}
        mode="single"
        onConfirm={([found]) => {
          if (found !== undefined) {
            rememberName(queryClient, realm, "client", found.id ?? "", {
              name: found.clientId ?? "",
            });
            // Opens the next step once this dialog has closed itself.
            queueMicrotask(() => {
              setPicking({ step: "clientRoles", of: found });
            });
          }
        }}
        onClose={() => {
          setPicking((now) => (now?.step === "client" ? undefined : now));
        }}
      />
    ) : picking?.step === "clientRoles" ? (
      <SimplePicker<RoleRepresentation>
        title={t("authorization.policies.role.pickClientRoles", { client: picking.of.clientId })}
        queryKey={["authorization", realm, "policy-role-choices", "client", picking.of.id]}
        loader={(request, signal) =>
          loadClientRoles(client, realm, picking.of.id ?? "", request, signal)
        }
        rowKey={(role) => role.id ?? ""}
        rowLabel={(role) => role.name ?? ""}
        rowDescription={(role) => role.description}
        chosen={chosen}
        onConfirm={(picked) => {
          add(picked, picking.of.id);
        }}
        onClose={() => {
          setPicking(undefined);
        }}
      />
    ) : null;

  return (
    <>
      <ChosenList
        label={t("authorization.policies.role.roles")}
        helperText={t("authorization.policies.role.rolesHelp")}
        rows={fields.map((field, index) => ({
          id: field.id,
          label: labelOf(field.id),
          flag: roles[index]?.required ?? false,
        }))}
        flag={{
          title: t("authorization.policies.role.required"),
          onChange: (index, required) => {
            const role = roles[index];
            if (role !== undefined) update(index, { ...role, required });
          },
        }}
        onRemove={remove}
        addLabel=""
        isDisabled={isReadOnly}
        picker={picker}
      />
      {!isReadOnly && (
        <Flex>
          <FlexItem>
            <Button
              variant="secondary"
              onClick={() => {
                setPicking({ step: "realm" });
              }}
            >
              {t("authorization.policies.role.addRealmRoles")}
            </Button>
          </FlexItem>
          <FlexItem>
            <Button
              variant="secondary"
              onClick={() => {
                setPicking({ step: "client" });
              }}
            >
              {t("authorization.policies.role.addClientRoles")}
            </Button>
          </FlexItem>
        </Flex>
      )}
      <SwitchControl<PolicyFormValues>
        name="fetchRoles"
        label={t("authorization.policies.role.fetchRoles")}
        labelIcon={t("authorization.policies.role.fetchRolesHelp")}
        isDisabled={isReadOnly}
      />
    </>
  );
}
