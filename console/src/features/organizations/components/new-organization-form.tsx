import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toOrganization, toOrganizations } from "@/shared/paths/organization-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useCreateOrganization } from "../api/use-create-organization";
import {
  organizationFormValues,
  organizationFrom,
  type OrganizationFormValues,
} from "../form-state";
import { serverFieldOf } from "../server-field";
import { OrganizationFields } from "./organization-fields";
import { showOnField } from "@/shared/api/server-validation";

/**
 * The create form. What the server refuses lands on its field (a taken name, a domain another
 * organization holds); any failed save keeps what was typed, and so does a session that ends
 * mid-edit. The new organization opens on its settings.
 */
export function NewOrganizationForm() {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const create = useCreateOrganization();
  const form = useForm<OrganizationFormValues>({
    defaultValues: organizationFormValues(),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);

  const save = async (values: OrganizationFormValues) => {
    const organization = organizationFrom(values);
    try {
      const id = await create.mutateAsync(organization);
      draft.clear();
      addAlert(t("organizations.create.done", { name: organization.name }), "success");
      allowNavigation();
      void navigate(toOrganization({ realm, id, tab: "settings" }));
    } catch (error) {
      if (!showOnField(form.setError, serverFieldOf(error, values, t)))
        addError("organizations.create.error", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        {draft.notice}
        <OrganizationFields isNew />
        <FormActions
          saveLabel={t("organizations.create.confirm")}
          isLoading={create.isPending}
          onCancel={() => {
            void navigate(toOrganizations({ realm }));
          }}
        />
      </Form>
    </FormProvider>
  );
}
