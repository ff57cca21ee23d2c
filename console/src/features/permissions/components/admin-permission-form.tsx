import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { NamedChoice } from "@/shared/authorization/named-choice";
import { showOnField } from "@/shared/api/server-validation";
import { useRealm } from "@/shared/api/realm";
import { permissionServerField } from "@/shared/authorization/permission-server-field";
import {
  toAdminPermissionDetails,
  toAdminPermissionsTab,
} from "@/shared/paths/admin-permission-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { EditForm } from "@/shared/ui/form/edit-form";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import {
  adminPermissionFormValues,
  adminPermissionFrom,
  type AdminPermissionFormValues,
  type LoadedAdminPermission,
} from "../admin-permission-form-state";
import { useSaveAdminPermission } from "../api/use-save-admin-permission";
import { AdminPermissionFields } from "./admin-permission-fields";

interface FormProps {
  permissionClientId: string;
  resourceType: string;
  scopes: readonly string[];
}

/**
 * Creates an admin permission of a resource type. A name already taken lands on its field; any
 * failed save keeps what was typed, and so does a session that ends mid-edit. `startLimitedTo`
 * starts it limited to one object; `null` (the object could not be read) starts it limited with
 * none chosen, so it never silently grants on every object of the type.
 */
export function NewAdminPermissionForm({
  permissionClientId,
  resourceType,
  scopes,
  startLimitedTo,
}: FormProps & { startLimitedTo?: NamedChoice | null }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const save = useSaveAdminPermission(permissionClientId);
  const form = useForm<AdminPermissionFormValues>({
    defaultValues: {
      ...adminPermissionFormValues(),
      ...(startLimitedTo !== undefined && {
        appliesTo: "chosen",
        resources: startLimitedTo === null ? [] : [startLimitedTo.id],
      }),
    },
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);
  const backToList = toAdminPermissionsTab({ realm, permissionClientId, tab: "permissions" });
  const submit = async (values: AdminPermissionFormValues) => {
    const permission = adminPermissionFrom(resourceType, values);
    try {
      const id = await save.mutateAsync(permission);
      draft.clear();
      addAlert(t("permissions.admin.form.created", { name: permission.name }), "success");
      allowNavigation();
      void navigate(
        id === ""
          ? backToList
          : toAdminPermissionDetails({ realm, permissionClientId, permissionId: id, resourceType }),
      );
    } catch (error) {
      if (!showOnField(form.setError, permissionServerField(error, t)))
        addError("permissions.admin.form.createError", error);
    }
  };
  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)} isWidthLimited>
        {draft.notice}
        <AdminPermissionFields
          permissionClientId={permissionClientId}
          resourceType={resourceType}
          scopes={scopes}
          known={{ resources: startLimitedTo ? [startLimitedTo] : [], policies: [] }}
          isDisabled={false}
        />
        <FormActions
          saveLabel={t("permissions.admin.form.create")}
          isLoading={save.isPending}
          onCancel={() => {
            void navigate(backToList);
          }}
        />
      </Form>
    </FormProvider>
  );
}

/** A stored admin permission's form; read-only without a manage right. */
export function AdminPermissionForm({
  permissionClientId,
  resourceType,
  scopes,
  loaded,
  canManage,
}: FormProps & { loaded: LoadedAdminPermission; canManage: boolean }) {
  const { t } = useTranslation();
  const save = useSaveAdminPermission(permissionClientId);
  const form = useForm<AdminPermissionFormValues>({
    defaultValues: adminPermissionFormValues(loaded),
    mode: "onChange",
  });
  const submit = async (values: AdminPermissionFormValues) => {
    try {
      await save.mutateAsync(adminPermissionFrom(resourceType, values, loaded.permission));
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
      savedMessage={t("permissions.admin.form.saved")}
      saveErrorKey="permissions.admin.form.saveError"
    >
      <AdminPermissionFields
        permissionClientId={permissionClientId}
        resourceType={resourceType}
        scopes={scopes}
        known={loaded}
        isDisabled={!canManage}
      />
    </EditForm>
  );
}
