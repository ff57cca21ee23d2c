import type { RoleRepresentation, ScopeEvaluationType } from "@gatehouse/admin-client";
import { Stack, StackItem, ToggleGroup, ToggleGroupItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { SelectControl } from "@/shared/ui/form/select-control";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { evaluateClientChoicesQuery } from "../../api/evaluate-choices-query";
import { evaluateRolesQuery } from "../../api/evaluate-roles-query";
import { queryRows } from "@/shared/ui/table/query-rows";

interface RoleContainerValues {
  /** The realm's name for its realm roles, or a client's internal id for that client's roles. */
  roleContainer: string;
}

/**
 * The roles the client's tokens may carry for the scope (granted), or may not (not granted), of
 * the realm or of one client at a time: one request for what is shown, whatever the realm's size.
 */
export function EffectiveRoles({ clientId, scope }: { clientId: string; scope: string }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const [type, setType] = useState<ScopeEvaluationType>("granted");
  const [search, setSearch] = useState("");
  const form = useForm<RoleContainerValues>({ defaultValues: { roleContainer: realm } });
  const roleContainer = useWatch({ control: form.control, name: "roleContainer" }) || realm;
  const clients = useQuery(evaluateClientChoicesQuery(client, realm, search));
  const roles = useQuery(
    evaluateRolesQuery(client, realm, clientId, { scope, roleContainer, type }),
  );
  const realmChoice = { key: realm, value: t("clientScopeSetup.evaluate.realmRoles") };
  const clientChoices = (clients.data ?? []).flatMap((candidate) =>
    candidate.id === undefined || candidate.clientId === undefined
      ? []
      : [{ key: candidate.id, value: candidate.clientId }],
  );
  return (
    <Stack hasGutter>
      <StackItem>
        <FormProvider {...form}>
          <SelectControl<RoleContainerValues, "roleContainer">
            name="roleContainer"
            id="evaluate-role-container"
            label={t("clientScopeSetup.evaluate.rolesOf")}
            options={[realmChoice, ...clientChoices]}
            onSearch={(text) => {
              setSearch(text.trim());
            }}
            isSearching={clients.isFetching}
          />
        </FormProvider>
      </StackItem>
      <StackItem>
        <ToggleGroup aria-label={t("clientScopeSetup.evaluate.grantedLabel")}>
          {(["granted", "not-granted"] as const).map((choice) => (
            <ToggleGroupItem
              key={choice}
              text={t(
                `clientScopeSetup.evaluate.${choice === "granted" ? "granted" : "notGranted"}`,
              )}
              buttonId={`evaluate-roles-${choice}`}
              isSelected={type === choice}
              onChange={() => {
                setType(choice);
              }}
            />
          ))}
        </ToggleGroup>
      </StackItem>
      <StackItem>
        <ClientDataTable<RoleRepresentation>
          ariaLabel={t(
            type === "granted"
              ? "clientScopeSetup.evaluate.grantedRoles"
              : "clientScopeSetup.evaluate.notGrantedRoles",
          )}
          searchPlaceholder={t("clientScopeSetup.evaluate.rolesSearch")}
          stateInAddress={false}
          {...queryRows(roles)}
          rowKey={(role) => role.id ?? role.name ?? ""}
          rowLabel={(role) => role.name ?? ""}
          columns={[
            {
              id: "name",
              title: t("clientScopeSetup.evaluate.roleName"),
              cell: (role) => role.name,
              value: (role) => role.name,
              sortable: true,
            },
            {
              id: "description",
              title: t("clientScopeSetup.description"),
              cell: (role) => role.description,
            },
          ]}
          emptyState={
            <EmptyListState
              title={t(
                type === "granted"
                  ? "clientScopeSetup.evaluate.noGrantedTitle"
                  : "clientScopeSetup.evaluate.noNotGrantedTitle",
              )}
              body={t("clientScopeSetup.evaluate.noRolesBody")}
            />
          }
        />
      </StackItem>
    </Stack>
  );
}
