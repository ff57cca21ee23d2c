import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import {
  NewPermissionEditor,
  SavedPermissionEditor,
} from "@/shared/authorization/permission-editor";
import {
  toAuthorizationTab,
  toPermissionDetails,
  type PermissionType,
} from "@/shared/paths/client-authorization-paths";
import { useSavePermission } from "../../api/permission-mutations";
import { PermissionFields } from "./permission-fields";
import {
  permissionFormValues,
  permissionFrom,
  type PermissionAssociations,
  type PermissionFormValues,
} from "./permission-form-state";

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
  const save = useSavePermission(clientId, type);
  return (
    <NewPermissionEditor<PermissionFormValues>
      defaultValues={permissionFormValues(type, undefined, selectedId)}
      permissionFrom={(values) => permissionFrom(type, values)}
      save={save}
      backTo={toAuthorizationTab({ realm, clientId, tab: "permissions" })}
      toCreated={(permissionId) =>
        toPermissionDetails({ realm, id: clientId, permissionType: type, permissionId })
      }
      saveLabel={t("authorization.permissions.create.confirm")}
      createdKey="authorization.permissions.create.done"
      createErrorKey="authorization.permissions.create.error"
    >
      <PermissionFields clientId={clientId} type={type} known={noneKnown} isDisabled={false} />
    </NewPermissionEditor>
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
  return (
    <SavedPermissionEditor<PermissionFormValues>
      defaultValues={permissionFormValues(type, { permission, associations })}
      permissionFrom={(values) => permissionFrom(type, values, permission)}
      save={save}
      canManage={canManage}
      savedMessage={t("authorization.permissions.details.saved")}
      saveErrorKey="authorization.permissions.details.saveError"
    >
      <PermissionFields
        clientId={clientId}
        type={type}
        known={associations}
        isDisabled={!canManage}
      />
    </SavedPermissionEditor>
  );
}
