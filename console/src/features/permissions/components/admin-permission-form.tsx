import { useTranslation } from "react-i18next";
import type { NamedChoice } from "@/shared/authorization/named-choice";
import { useRealm } from "@/shared/api/realm";
import {
  NewPermissionEditor,
  SavedPermissionEditor,
} from "@/shared/authorization/permission-editor";
import {
  toAdminPermissionDetails,
  toAdminPermissionsTab,
} from "@/shared/paths/admin-permission-paths";
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
  const save = useSaveAdminPermission(permissionClientId);
  return (
    <NewPermissionEditor<AdminPermissionFormValues>
      defaultValues={{
        ...adminPermissionFormValues(),
        ...(startLimitedTo !== undefined && {
          appliesTo: "chosen",
          resources: startLimitedTo === null ? [] : [startLimitedTo.id],
        }),
      }}
      permissionFrom={(values) => adminPermissionFrom(resourceType, values)}
      save={save}
      backTo={toAdminPermissionsTab({ realm, permissionClientId, tab: "permissions" })}
      toCreated={(permissionId) =>
        toAdminPermissionDetails({ realm, permissionClientId, permissionId, resourceType })
      }
      saveLabel={t("permissions.admin.form.create")}
      createdKey="permissions.admin.form.created"
      createErrorKey="permissions.admin.form.createError"
    >
      <AdminPermissionFields
        permissionClientId={permissionClientId}
        resourceType={resourceType}
        scopes={scopes}
        known={{ resources: startLimitedTo ? [startLimitedTo] : [], policies: [] }}
        isDisabled={false}
      />
    </NewPermissionEditor>
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
  return (
    <SavedPermissionEditor<AdminPermissionFormValues>
      defaultValues={adminPermissionFormValues(loaded)}
      permissionFrom={(values) => adminPermissionFrom(resourceType, values, loaded.permission)}
      save={save}
      canManage={canManage}
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
    </SavedPermissionEditor>
  );
}
