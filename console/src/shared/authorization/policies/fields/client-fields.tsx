import type { ClientRepresentation } from "@gatehouse/admin-client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { nameIn, rememberName, useChosenNames } from "../api/chosen-names";
import { loadClients } from "../api/load-choices";
import { ChosenList } from "../chosen-list";
import type { PolicyFormValues } from "../form-state";
import { usePolicyEditor } from "../policy-editor-context";
import { SimplePicker } from "./simple-picker";

/** A client policy's clients, searched by client ID on the server. */
export function ClientFields() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const { realm, isReadOnly } = usePolicyEditor();
  const { control, watch } = useFormContext<PolicyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "clients", keyName: "key" });
  const [picking, setPicking] = useState(false);
  const clients = watch("clients");
  const names = useChosenNames(
    realm,
    "client",
    clients.map((chosen) => chosen.id),
  );
  return (
    <ChosenList
      label={t("authorization.policies.client.clients")}
      rows={fields.map((field) => ({ id: field.id, label: nameIn(names, field.id) }))}
      onRemove={remove}
      onAdd={() => {
        setPicking(true);
      }}
      addLabel={t("authorization.policies.client.add")}
      isDisabled={isReadOnly}
      picker={
        picking && (
          <SimplePicker<ClientRepresentation>
            title={t("authorization.policies.client.pick")}
            queryKey={["authorization", realm, "policy-client-choices"]}
            loader={(request, signal) => loadClients(client, realm, request, signal)}
            rowKey={(found) => found.id ?? ""}
            rowLabel={(found) => found.clientId ?? ""}
            rowDescription={(found) => found.name}
            chosen={new Set(clients.map((chosen) => chosen.id))}
            onConfirm={(picked) => {
              for (const found of picked) {
                if (found.id === undefined) continue;
                rememberName(queryClient, realm, "client", found.id, {
                  name: found.clientId ?? found.id,
                });
                append({ id: found.id });
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
