import type { ClientRepresentation, RoleRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  Checkbox,
  Content,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Radio,
  SearchInput,
  Spinner,
  Stack,
  StackItem,
  ToggleGroup,
  ToggleGroupItem,
} from "@patternfly/react-core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { availableRolesQuery, clientsQuery } from "../api/role-mapping-queries";
import { useAssignRoles } from "../api/use-role-mapping-mutations";

/** Picks realm roles, or one client's roles, not yet mapped to the user, and maps them. */
export function AssignRolesDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert, addError } = useAlerts();
  const assign = useAssignRoles(userId);
  const [kind, setKind] = useState<"realm" | "client">("realm");
  const [clientSearch, setClientSearch] = useState("");
  const [chosenClient, setChosenClient] = useState<ClientRepresentation>();
  const [roleSearch, setRoleSearch] = useState("");
  const [selected, setSelected] = useState<RoleRepresentation[]>([]);
  const clientUniqueId = kind === "client" ? chosenClient?.id : undefined;
  const clients = useQuery({
    ...clientsQuery(client, realm, clientSearch),
    enabled: kind === "client",
    placeholderData: keepPreviousData,
  });
  const available = useQuery({
    ...availableRolesQuery(client, realm, userId, clientUniqueId),
    enabled: kind === "realm" || clientUniqueId !== undefined,
  });
  const roles = (available.data ?? [])
    .filter((role) => (role.name ?? "").toLowerCase().includes(roleSearch.trim().toLowerCase()))
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));

  const switchKind = (next: "realm" | "client") => {
    setKind(next);
    setSelected([]);
    setChosenClient(undefined);
  };
  const save = async () => {
    try {
      await assign.mutateAsync({
        ...(clientUniqueId !== undefined && { clientUniqueId }),
        roles: selected.map((role) => ({ ...role, id: role.id ?? "", name: role.name ?? "" })),
      });
      addAlert(t("users.roles.assignedCount", { count: selected.length }), "success");
      onClose();
    } catch (error) {
      addError("users.roles.assignError", error);
    }
  };

  return (
    <Modal isOpen variant="medium" onClose={onClose} aria-labelledby={`${id}-title`}>
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
          {kind === "client" && (
            <StackItem>
              <Stack hasGutter role="group" aria-label={t("users.roles.client")}>
                <SearchInput
                  aria-label={t("users.roles.searchClients")}
                  placeholder={t("users.roles.searchClients")}
                  value={clientSearch}
                  onChange={(_event, text) => {
                    setClientSearch(text);
                  }}
                  onClear={() => {
                    setClientSearch("");
                  }}
                />
                {(clients.data ?? []).map((candidate) => (
                  <Radio
                    key={candidate.id}
                    id={`${id}-client-${candidate.id ?? ""}`}
                    name={`${id}-client`}
                    label={candidate.clientId}
                    isChecked={chosenClient?.id === candidate.id}
                    onChange={() => {
                      setChosenClient(candidate);
                      setSelected([]);
                    }}
                  />
                ))}
              </Stack>
            </StackItem>
          )}
          {(kind === "realm" || clientUniqueId !== undefined) && (
            <StackItem>
              <Stack hasGutter role="group" aria-label={t("users.roles.available")}>
                <SearchInput
                  aria-label={t("users.roles.search")}
                  placeholder={t("users.roles.search")}
                  value={roleSearch}
                  onChange={(_event, text) => {
                    setRoleSearch(text);
                  }}
                  onClear={() => {
                    setRoleSearch("");
                  }}
                />
                {available.isPending ? (
                  <Spinner size="md" aria-label={t("users.loading")} />
                ) : roles.length === 0 ? (
                  <Content component="p">{t("users.roles.noneAvailable")}</Content>
                ) : (
                  roles.map((role) => (
                    <Checkbox
                      key={role.id}
                      id={`${id}-role-${role.id ?? ""}`}
                      label={role.name}
                      description={role.description}
                      isChecked={selected.some((chosen) => chosen.id === role.id)}
                      onChange={(_event, checked) => {
                        setSelected(
                          checked
                            ? [...selected, role]
                            : selected.filter((chosen) => chosen.id !== role.id),
                        );
                      }}
                    />
                  ))
                )}
              </Stack>
            </StackItem>
          )}
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button
          isDisabled={selected.length === 0 || assign.isPending}
          isLoading={assign.isPending}
          onClick={() => void save()}
        >
          {t("users.roles.assignConfirm")}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("users.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
