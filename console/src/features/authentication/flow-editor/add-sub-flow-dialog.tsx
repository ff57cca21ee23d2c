import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { RadioGroupControl } from "@/shared/ui/form/radio-group-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { useAddSubFlow } from "../api/flow-editor/use-add-sub-flow";

interface SubFlowValues {
  alias: string;
  description: string;
  type: "basic-flow" | "form-flow";
}

/** Adds an empty sub-flow, generic or form, at the end of the flow `parentAlias`. */
export function AddSubFlowDialog({
  parentAlias,
  onClose,
}: {
  parentAlias: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const addSubFlow = useAddSubFlow();
  const form = useForm<SubFlowValues>({
    mode: "onTouched",
    defaultValues: { alias: "", description: "", type: "basic-flow" },
  });
  return (
    <FormDialog<SubFlowValues>
      title={t("authentication.flowEditor.subFlowDialog.title", { flow: parentAlias })}
      form={form}
      submitLabel={t("authentication.flowEditor.subFlowDialog.submit")}
      variant="medium"
      // Sub-flows share the realm's flow aliases: the server answers 409 for a name in use.
      refusedField={(failure) =>
        failure.status === 409
          ? { field: "alias", message: t("authentication.flowEditor.subFlowDialog.taken") }
          : undefined
      }
      onSubmit={async (values) => {
        const alias = values.alias.trim();
        await addSubFlow.mutateAsync({
          parentAlias,
          alias,
          description: values.description,
          type: values.type,
        });
        addAlert(t("authentication.flowEditor.subFlowDialog.added", { name: alias }), "success");
      }}
      onClose={onClose}
    >
      <TextControl
        name="alias"
        label={t("authentication.flowEditor.subFlowDialog.name")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: { blank: (value: string) => value.trim() !== "" || t("form.required") },
        }}
      />
      <TextAreaControl
        name="description"
        label={t("authentication.flowEditor.subFlowDialog.description")}
        rules={{ maxLength: storedTextLimit }}
      />
      <RadioGroupControl
        name="type"
        label={t("authentication.flowEditor.subFlowDialog.type")}
        options={[
          { key: "basic-flow", value: t("authentication.flowEditor.subFlowDialog.generic") },
          { key: "form-flow", value: t("authentication.flowEditor.subFlowDialog.form") },
        ]}
      />
    </FormDialog>
  );
}
