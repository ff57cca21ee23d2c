import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { useUpdateFlow } from "../api/use-update-flow";
import { FlowNameFields, nameTakenRefusal } from "./flow-name-fields";
import {
  flowNameFrom,
  flowNameValues,
  type FlowNameValues,
  flowRef,
  type FlowRef,
} from "./form-state";

export interface EditFlowDialogProps {
  flow: FlowRef;
  onClose: () => void;
  /** Called once the new name and description are saved. */
  onSaved?: (values: FlowNameValues) => void;
}

/** Renames a flow and changes its description; bindings follow the flow, not its name. */
export function EditFlowDialog({ flow: given, onClose, onSaved }: EditFlowDialogProps) {
  const flow = flowRef(given);
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const update = useUpdateFlow();
  const form = useForm<FlowNameValues>({ defaultValues: flowNameValues(flow), mode: "onChange" });

  return (
    <FormDialog
      title={t("authentication.flows.edit.title", { name: flow.alias })}
      form={form}
      submitLabel={t("authentication.flows.edit.confirm")}
      errorTitle={t("authentication.flows.edit.error")}
      refusedField={nameTakenRefusal(t)}
      onSubmit={async (values) => {
        const saved = flowNameFrom(values);
        await update.mutateAsync({ id: flow.id, ...saved });
        addAlert(t("authentication.flows.edit.done", { name: saved.alias }), "success");
        onSaved?.(saved);
      }}
      onClose={onClose}
    >
      <FlowNameFields />
    </FormDialog>
  );
}
