import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { RadioGroupControl } from "@/shared/ui/form/radio-group-control";
import { nameIn, rememberName, useChosenNames } from "../api/chosen-names";
import { loadOtherPolicies } from "../api/load-choices";
import { ChosenList } from "../chosen-list";
import type { PolicyFormValues } from "../form-state";
import { usePolicyEditor } from "../policy-editor-context";
import { SimplePicker } from "./simple-picker";

/**
 * An aggregate's policies, other policies of the same resource server searched by name, and how
 * their decisions combine.
 */
export function AggregateFields() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const { realm, clientId, policyId, isReadOnly } = usePolicyEditor();
  const { control, watch } = useFormContext<PolicyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "policies", keyName: "key" });
  const [picking, setPicking] = useState(false);
  const policies = watch("policies");
  // Filled from the aggregate's associated policies when the page loaded it, and by the picker.
  const names = useChosenNames(
    realm,
    "policy",
    policies.map((policy) => policy.id),
  );
  const chosen = new Set(policies.map((policy) => policy.id));
  return (
    <>
      <ChosenList
        label={t("authorization.policies.aggregate.policies")}
        rows={fields.map((field) => ({
          id: field.id,
          label: nameIn(names, field.id),
        }))}
        onRemove={remove}
        onAdd={() => {
          setPicking(true);
        }}
        addLabel={t("authorization.policies.aggregate.add")}
        isDisabled={isReadOnly}
        picker={
          picking && (
            <SimplePicker<PolicyRepresentation>
              title={t("authorization.policies.aggregate.pick")}
              queryKey={["authorization", realm, clientId, "policies", "aggregate-choices"]}
              loader={async (request, signal) =>
                (await loadOtherPolicies(client, realm, clientId, request, signal)).filter(
                  (policy) => policy.id !== policyId,
                )
              }
              rowKey={(policy) => policy.id ?? ""}
              rowLabel={(policy) => policy.name ?? ""}
              rowDescription={(policy) => policy.description}
              chosen={chosen}
              onConfirm={(picked) => {
                for (const policy of picked) {
                  if (policy.id === undefined) continue;
                  rememberName(queryClient, realm, "policy", policy.id, {
                    name: policy.name ?? policy.id,
                  });
                  append({ id: policy.id });
                }
              }}
              onClose={() => {
                setPicking(false);
              }}
            />
          )
        }
      />
      <RadioGroupControl<PolicyFormValues>
        name="decisionStrategy"
        label={t("authorization.policies.aggregate.decisionStrategy")}
        options={[
          { key: "UNANIMOUS", value: t("authorization.policies.aggregate.unanimous") },
          { key: "AFFIRMATIVE", value: t("authorization.policies.aggregate.affirmative") },
          { key: "CONSENSUS", value: t("authorization.policies.aggregate.consensus") },
        ]}
        isDisabled={isReadOnly}
      />
    </>
  );
}
