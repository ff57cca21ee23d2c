import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { showOnField } from "@/shared/api/server-validation";
import { useRealm } from "@/shared/api/realm";
import {
  toAuthorizationTab,
  toPermissionDetails,
  type PermissionType,
} from "@/shared/paths/client-authorization-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { EditForm } from "@/shared/ui/form/edit-form";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useSavePermission } from "../../api/permission-mutations";
import { PermissionFields } from "./permission-fields";
import {
  permissionFormValues,
  permissionFrom,
  type PermissionAssociations,
  type PermissionFormValues,
} from "./permission-form-state";
import { permissionServerField } from "@/shared/authorization/permission-server-field";

const noneKnown: PermissionAssociations = { resources: [], scopes: [], policies: [] };

/**
 * Creates a permission of a type, started with the resource or scope the address names. A refused
 * name lands on its field; any failed save keeps what was typed, and so does a session that ends
 * mid-edit. The new permission opens on its own page.
 */
export function NewPermissionForm({
  clientId,
  type,
  selectedId,
}: {
  clientId: string;
  type: PermissionType;
  selectedId?: string | undefined;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const save = useSavePermission(clientId, type);
  const form = useForm<PermissionFormValues>({
    defaultValues: permissionFormValues(type, undefined, selectedId),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);
  const backToList = toAuthorizationTab({ realm, clientId, tab: "permissions" });

  const submit = async (values: PermissionFormValues) => {
    const permission = permissionFrom(type, values);
    try {
      const id = await save.mutateAsync(permission);
      draft.clear();
      addAlert(t("authorization.permissions.create.done", { name: permission.name }), "success");
      allowNavigation();
      void navigate(
        id === ""
          ? backToList
          : toPermissionDetails({ realm, id: clientId, permissionType: type, permissionId: id }),
      );
    } catch (error) {
      if (!showOnField(form.setError, permissionServerField(error, t)))
        addError("authorization.permissions.create.error", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)} isWidthLimited>
        {draft.notice}
        <PermissionFields clientId={clientId} type={type} known={noneKnown} isDisabled={false} />
        <FormActions
          saveLabel={t("authorization.permissions.create.confirm")}
          isLoading={save.isPending}
          onCancel={() => {
            void navigate(backToList);
          }}
        />
      </Form>
    </FormProvider>
  );
}

/**
 * A saved permission's form; read-only without a manage right. Remount with a new `key` after a
 * save, so the form starts again from what the server holds.
 */
export function PermissionForm({
  clientId,
  type,
  permission,
  associations,
  canManage,
}: {
  clientId: string;
  type: PermissionType;
  permission: PolicyRepresentation;
  associations: PermissionAssociations;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const save = useSavePermission(clientId, type);
  const form = useForm<PermissionFormValues>({
    defaultValues: permissionFormValues(type, { permission, associations }),
    mode: "onChange",
  });
  const submit = async (values: PermissionFormValues) => {
    try {
      await save.mutateAsync(permissionFrom(type, values, permission));
    } catch (error) {
      showOnField(form.setError, permissionServerField(error, t));
      throw error;
    }
  };
  return (
    <EditForm
      form={form}
      save={submit}
      isSaving={save.isPending}
      canEdit={canManage}
      savedMessage={t("authorization.permissions.details.saved")}
      saveErrorKey="authorization.permissions.details.saveError"
    >
      <PermissionFields
        clientId={clientId}
        type={type}
        known={associations}
        isDisabled={!canManage}
      />
    </EditForm>
  );
}
