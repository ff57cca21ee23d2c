import type { ClientScopeRepresentation } from "@gatehouse/admin-client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { nameIn, rememberName, useChosenNames } from "../api/chosen-names";
import { loadClientScopes } from "../api/load-choices";
import { ChosenList } from "../chosen-list";
import type { PolicyFormValues } from "../form-state";
import { usePolicyEditor } from "../policy-editor-context";
import { SimplePicker } from "./simple-picker";

/** A client scope policy's client scopes, each "required" or not. */
export function ClientScopeFields() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const { realm, isReadOnly } = usePolicyEditor();
  const { control, watch } = useFormContext<PolicyFormValues>();
  const { fields, append, remove, update } = useFieldArray({
    control,
    name: "clientScopes",
    keyName: "key",
  });
  const [picking, setPicking] = useState(false);
  const scopes = watch("clientScopes");
  const names = useChosenNames(
    realm,
    "clientScope",
    scopes.map((scope) => scope.id),
  );
  return (
    <ChosenList
      label={t("authorization.policies.clientScope.scopes")}
      rows={fields.map((field, index) => ({
        id: field.id,
        label: nameIn(names, field.id),
        flag: scopes[index]?.required ?? false,
      }))}
      flag={{
        title: t("authorization.policies.clientScope.required"),
        onChange: (index, required) => {
          const scope = scopes[index];
          if (scope !== undefined) update(index, { ...scope, required });
        },
      }}
      onRemove={remove}
      onAdd={() => {
        setPicking(true);
      }}
      addLabel={t("authorization.policies.clientScope.add")}
      isDisabled={isReadOnly}
      picker={
        picking && (
          <SimplePicker<ClientScopeRepresentation>
            title={t("authorization.policies.clientScope.pick")}
            queryKey={["authorization", realm, "policy-client-scope-choices"]}
            loader={(request, signal) => loadClientScopes(client, realm, request, signal)}
            rowKey={(scope) => scope.id ?? ""}
            rowLabel={(scope) => scope.name ?? ""}
            rowDescription={(scope) => scope.description}
            chosen={new Set(scopes.map((scope) => scope.id))}
            onConfirm={(picked) => {
              for (const scope of picked) {
                if (scope.id === undefined) continue;
                rememberName(queryClient, realm, "clientScope", scope.id, {
                  name: scope.name ?? scope.id,
                });
                append({ id: scope.id, required: false });
              }
            }}
            onClose={() => {
              setPicking(false);
            }}
          />
        )
      }
    />
  );
}
