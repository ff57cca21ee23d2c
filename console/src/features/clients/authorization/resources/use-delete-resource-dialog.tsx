import type { ResourceRepresentation } from "@gatehouse/admin-client";
import { Stack, StackItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { resourcePermissionsQuery } from "../../api/resource-permissions-query";
import { useDeleteResource } from "../../api/resource-delete";
import { DependentNames } from "./dependent-names";

/** The permissions that name the resource, read when the dialog opens. */
function ResourcePermissions({ clientId, resourceId }: { clientId: string; resourceId: string }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const permissions = useQuery(resourcePermissionsQuery(client, realm, clientId, resourceId));
  return (
    <DependentNames
      heading={t("authorization.resource.deletePermissions")}
      names={(permissions.data ?? []).map((permission) => permission.name ?? "")}
      isLoading={permissions.isPending}
      loadingLabel={t("authorization.dependents.loading")}
    />
  );
}

/**
 * Asks before deleting a resource, naming the permissions that use it, then deletes it;
 * `onDeleted` runs after (the resource's page goes back to the list).
 */
export function useDeleteResourceDialog(clientId: string): {
  askDelete: (resource: ResourceRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const remove = useDeleteResource(clientId);
  const { ask, dialog } = useConfirmAction();
  const { mutateAsync } = remove;
  const askDelete = useCallback(
    (resource: ResourceRepresentation, onDeleted?: () => void) => {
      const name = resource.name ?? "";
      const resourceId = resource._id ?? "";
      ask({
        title: t("authorization.resource.deleteTitle", { name }),
        message: (
          <Stack hasGutter>
            <StackItem>{t("authorization.resource.deleteMessage", { name })}</StackItem>
            <StackItem>
              <ResourcePermissions clientId={clientId} resourceId={resourceId} />
            </StackItem>
          </Stack>
        ),
        confirmLabel: t("authorization.resource.delete"),
        errorTitle: t("authorization.resource.deleteError"),
        action: async () => {
          await mutateAsync(resourceId);
          onDeleted?.();
        },
        successMessage: t("authorization.resource.deleted", { name }),
      });
    },
    [ask, clientId, mutateAsync, t],
  );
  return { askDelete, dialog };
}
