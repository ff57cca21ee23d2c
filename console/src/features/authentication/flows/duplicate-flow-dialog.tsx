import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { useCopyFlow } from "../api/use-copy-flow";
import { FlowNameFields, nameTakenRefusal } from "./flow-name-fields";
import { flowNameFrom, type FlowNameValues, flowRef, type FlowRef } from "./form-state";

export interface DuplicateFlowDialogProps {
  flow: FlowRef;
  onClose: () => void;
  /** Called with the copy's id once it is saved, e.g. to open it. */
  onDuplicated?: (id: string) => void;
}

/**
 * Copies a flow with all its steps under a new name ("Copy of …" to start with) and a description
 * of its own. Built-in flows cannot be changed, so copying is how an administrator starts from one.
 */
export function DuplicateFlowDialog({
  flow: given,
  onClose,
  onDuplicated,
}: DuplicateFlowDialogProps) {
  const flow = flowRef(given);
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const copy = useCopyFlow();
  const form = useForm<FlowNameValues>({
    defaultValues: {
      alias: t("authentication.flows.duplicate.copyOf", { name: flow.alias }),
      description: flow.description ?? "",
    },
    mode: "onChange",
  });

  return (
    <FormDialog
      title={t("authentication.flows.duplicate.title", { name: flow.alias })}
      form={form}
      submitLabel={t("authentication.flows.duplicate.confirm")}
      errorTitle={t("authentication.flows.duplicate.error")}
      refusedField={nameTakenRefusal(t)}
      onSubmit={async (values) => {
        const { alias, description } = flowNameFrom(values);
        const id = await copy.mutateAsync({ from: flow, alias, description });
        addAlert(t("authentication.flows.duplicate.done", { name: alias }), "success");
        onDuplicated?.(id);
      }}
      onClose={onClose}
    >
      <FlowNameFields />
    </FormDialog>
  );
}
