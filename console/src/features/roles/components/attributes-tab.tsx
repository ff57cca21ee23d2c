import type { RoleRepresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useUpdateRealmRole } from "../api/use-update-realm-role";
import {
  roleAttributesFormValues,
  roleWithAttributes,
  type RoleAttributesFormValues,
} from "../form-state";

/**
 * The role's attributes as key and value rows, a key on several rows holding several values;
 * read-only without manage-realm. Remount with a new `key` after a save, so the form starts again
 * from what the server holds.
 */
export function AttributesTab({
  role,
  canManage,
}: {
  role: RoleRepresentation & { id: string };
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const update = useUpdateRealmRole();
  const form = useForm<RoleAttributesFormValues>({
    defaultValues: roleAttributesFormValues(role),
  });
  const { prompt } = useUnsavedChangesGuard(form.formState.isDirty);

  const save = async (values: RoleAttributesFormValues) => {
    try {
      // A failed save keeps what was typed; a successful one reloads the role.
      await update.mutateAsync({ ...roleWithAttributes(role, values), id: role.id });
      addAlert(t("roles.attributes.saved"), "success");
    } catch (error) {
      addError("roles.attributes.saveError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        <KeyValueControl<RoleAttributesFormValues>
          name="attributes"
          label={t("roles.attributes.label")}
          keyLabel={t("roles.attributes.key")}
          valueLabel={t("roles.attributes.value")}
          addLabel={t("roles.attributes.add")}
          isDisabled={!canManage}
        />
        {canManage && (
          <FormActions
            isLoading={update.isPending}
            onRevert={() => {
              form.reset();
            }}
          />
        )}
      </Form>
    </FormProvider>
  );
}
