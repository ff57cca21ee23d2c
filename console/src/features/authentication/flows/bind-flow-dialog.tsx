import { Alert } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { realmQuery } from "@/shared/api/console-queries";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { SelectControl } from "@/shared/ui/form/select-control";
import { flowQuery } from "../api/flow-query";
import { useBindFlow } from "../api/use-bind-flow";
import { flowBindings, type FlowBinding } from "./flow-usage";
import { flowRef, type FlowRef } from "./form-state";

export interface BindFlowDialogProps {
  flow: FlowRef;
  onClose: () => void;
  /** Called once the realm runs the flow for the chosen binding. */
  onBound?: (binding: FlowBinding) => void;
}

interface BindValues {
  binding: FlowBinding | "";
}

/**
 * Makes the realm run a flow for one of its bindings (browser sign-in, registration, …), saying
 * which flow that binding runs now and will stop running. A flow for clients fits only the client
 * authentication binding, and a flow for users every other one.
 */
export function BindFlowDialog({ flow: given, onClose, onBound }: BindFlowDialogProps) {
  const flow = flowRef(given);
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const bind = useBindFlow();
  const stored = useQuery(flowQuery(client, realm, flow.id));
  const realmRep = useQuery(realmQuery(client, realm));
  const form = useForm<BindValues>({ defaultValues: { binding: "" }, mode: "onChange" });
  const binding = useWatch({ control: form.control, name: "binding" });

  const isClientFlow = stored.data?.providerId === "client-flow";
  const options = flowBindings
    .filter((candidate) => (candidate === "clientAuthenticationFlow") === isClientFlow)
    .map((candidate) => ({
      key: candidate,
      value: t(`authentication.flows.binding.${candidate}`),
    }));
  const current = binding === "" ? undefined : realmRep.data?.[binding];

  return (
    <FormDialog
      title={t("authentication.flows.bind.title", { name: flow.alias })}
      form={form}
      submitLabel={t("authentication.flows.bind.confirm")}
      isSubmitDisabled={stored.data === undefined || binding === ""}
      variant="medium"
      errorTitle={t("authentication.flows.bind.error")}
      onSubmit={async (values) => {
        if (values.binding === "") return;
        await bind.mutateAsync({ binding: values.binding, alias: flow.alias });
        addAlert(
          t("authentication.flows.bind.done", {
            name: flow.alias,
            binding: t(`authentication.flows.binding.${values.binding}`),
          }),
          "success",
        );
        onBound?.(values.binding);
      }}
      onClose={onClose}
    >
      {stored.isError && (
        <Alert isInline variant="danger" title={t("authentication.flows.bind.kindUnknown")} />
      )}
      <SelectControl<BindValues, "binding">
        name="binding"
        label={t("authentication.flows.bind.binding")}
        options={options}
        isDisabled={stored.data === undefined}
        rules={{ required: true }}
      />
      {current !== undefined && current !== "" && (
        <Alert
          isInline
          variant={current === flow.alias ? "info" : "warning"}
          title={
            current === flow.alias
              ? t("authentication.flows.bind.already", { name: flow.alias })
              : t("authentication.flows.bind.replaces", { name: flow.alias, current })
          }
        />
      )}
    </FormDialog>
  );
}
