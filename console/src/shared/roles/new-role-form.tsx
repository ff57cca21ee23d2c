import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useCreateRole } from "./api/use-create-role";
import { newRoleFrom, roleFormValues, type RoleFormValues } from "./form-state";
import { toRoleList, toRoleOf, type RoleContainer } from "./role-container";
import { RoleFields } from "./role-fields";

/**
 * The create form of a realm or client role; a created role opens on its settings, cancel goes
 * back to the container's list. A name already taken (the server answers 409) shows on the name
 * field; any failed save keeps what was typed.
 */
export function NewRoleForm({ container }: { container: RoleContainer }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const create = useCreateRole(container);
  const form = useForm<RoleFormValues>({ defaultValues: roleFormValues(), mode: "onChange" });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);

  const save = async (values: RoleFormValues) => {
    const role = newRoleFrom(values);
    try {
      const id = await create.mutateAsync(role);
      addAlert(t("roles.create.done", { name: role.name }), "success");
      allowNavigation();
      void navigate(toRoleOf(realm, container, id));
    } catch (error) {
      if (errorMessage(error).status === 409)
        form.setError(
          "name",
          {
            type: "server",
            message: t(
              container.kind === "realm"
                ? "roles.create.nameTaken"
                : "clientRoles.create.nameTaken",
              { name: role.name },
            ),
          },
          { shouldFocus: true },
        );
      else addError("roles.create.error", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        <RoleFields />
        <FormActions
          saveLabel={t("roles.create.confirm")}
          isLoading={create.isPending}
          onCancel={() => {
            void navigate(toRoleList(realm, container));
          }}
        />
      </Form>
    </FormProvider>
  );
}
