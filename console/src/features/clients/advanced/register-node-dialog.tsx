import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { TextControl } from "@/shared/ui/form/text-control";
import { useRegisterClusterNode } from "../api/advanced-register-cluster-node";

interface RegisterNodeValues {
  host: string;
}

/** Registers a cluster node of the client by its host name. */
export function RegisterNodeDialog({
  clientId,
  onClose,
}: {
  /** The client's internal id. */
  clientId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const register = useRegisterClusterNode(clientId);
  const form = useForm<RegisterNodeValues>({ defaultValues: { host: "" }, mode: "onChange" });
  return (
    <FormDialog
      title={t("clientAdvanced.nodes.registerTitle")}
      form={form}
      submitLabel={t("clientAdvanced.nodes.registerSubmit")}
      errorTitle={t("clientAdvanced.nodes.registerError")}
      onSubmit={async ({ host }) => {
        await register.mutateAsync(host.trim());
        addAlert(t("clientAdvanced.nodes.registered", { host: host.trim() }), "success");
      }}
      onClose={onClose}
    >
      <TextControl
        name="host"
        label={t("clientAdvanced.nodes.host")}
        rules={{
          required: true,
          validate: (value: unknown) => String(value).trim() !== "" || t("form.required"),
        }}
      />
    </FormDialog>
  );
}
