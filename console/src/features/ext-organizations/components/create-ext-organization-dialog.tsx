import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { useCreateExtOrganization } from "../api/use-create-ext-organization";
import {
  extOrganizationFormValues,
  extOrganizationFrom,
  type ExtOrganizationFormValues,
} from "../form-state";
import { toExtOrganization } from "../paths";
import { extServerFieldOf } from "../server-field";
import { ExtOrganizationFields } from "./ext-organization-fields";

/**
 * Creates an organization from its name, display name, address and domains. The specification
 * gives creating no route of its own, so it is a dialog; the new organization opens on its
 * settings. A refused name or domain shows on its field, with everything typed kept.
 */
export function CreateExtOrganizationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const create = useCreateExtOrganization();
  const form = useForm<ExtOrganizationFormValues>({
    defaultValues: extOrganizationFormValues(),
    mode: "onChange",
  });
  return (
    <FormDialog<ExtOrganizationFormValues>
      title={t("extOrganizations.create.title")}
      form={form}
      submitLabel={t("extOrganizations.create.confirm")}
      errorTitle={t("extOrganizations.create.error")}
      refusedField={(failure) => extServerFieldOf(failure, t)}
      onSubmit={async (values) => {
        const organization = extOrganizationFrom(values);
        const id = await create.mutateAsync(organization);
        addAlert(t("extOrganizations.create.done", { name: organization.name }), "success");
        void navigate(toExtOrganization({ realm, orgId: id, tab: "settings" }));
      }}
      onClose={onClose}
    >
      <ExtOrganizationFields />
    </FormDialog>
  );
}
