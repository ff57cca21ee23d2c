import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { useCreateExtRole } from "../api/use-create-ext-role";

interface RoleValues {
  name: string;
  description: string;
}

/** Creates one of the organization's roles; a name the organization already has shows on its field. */
export function CreateExtRoleDialog({ orgId, onClose }: { orgId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const create = useCreateExtRole(orgId);
  const form = useForm<RoleValues>({
    defaultValues: { name: "", description: "" },
    mode: "onChange",
  });
  return (
    <FormDialog<RoleValues>
      title={t("extOrganizations.roles.createTitle")}
      form={form}
      submitLabel={t("extOrganizations.roles.createConfirm")}
      errorTitle={t("extOrganizations.roles.createError")}
      refusedField={(failure) =>
        failure.status === 409
          ? { field: "name", message: t("extOrganizations.roles.nameTaken") }
          : undefined
      }
      onSubmit={async ({ name, description }) => {
        await create.mutateAsync({ name: name.trim(), description: description.trim() });
        addAlert(t("extOrganizations.roles.created", { name: name.trim() }), "success");
      }}
      onClose={onClose}
    >
      <TextControl<RoleValues, "name">
        name="name"
        label={t("extOrganizations.roles.name")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("extOrganizations.roles.nameBlank"),
        }}
      />
      <TextAreaControl<RoleValues, "description">
        name="description"
        label={t("extOrganizations.roles.description")}
        rules={{ maxLength: storedTextLimit }}
      />
    </FormDialog>
  );
}
