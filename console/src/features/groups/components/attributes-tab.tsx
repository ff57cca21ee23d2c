import type { GroupRepresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useUpdateGroup } from "../api/use-update-group";
import {
  attributesFormValues,
  groupWithAttributes,
  type GroupAttributesFormValues,
} from "../form-state";

/**
 * The group's attributes as key and value rows, a key on several rows holding several values;
 * read-only without the right to manage the group. Remount with a new `key` after a save, so the
 * form starts again from what the server holds.
 */
export function AttributesTab({ group }: { group: GroupRepresentation & { id: string } }) {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const update = useUpdateGroup();
  const canManage = group.access?.["manage"] === true;
  const form = useForm<GroupAttributesFormValues>({ defaultValues: attributesFormValues(group) });
  const { prompt } = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = async (values: GroupAttributesFormValues) => {
    try {
      // A failed save keeps what was typed; a successful one reloads the group.
      await update.mutateAsync({ ...groupWithAttributes(group, values), id: group.id });
      addAlert(t("groups.attributes.saved"), "success");
    } catch (error) {
      addError("groups.attributes.saveError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)} isWidthLimited>
        <KeyValueControl<GroupAttributesFormValues>
          name="attributes"
          label={t("groups.attributes.label")}
          keyLabel={t("groups.attributes.key")}
          valueLabel={t("groups.attributes.value")}
          addLabel={t("groups.attributes.add")}
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
