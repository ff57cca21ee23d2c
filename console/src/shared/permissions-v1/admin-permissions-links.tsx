import {
  Alert,
  Button,
  Content,
  Flex,
  FlexItem,
  Skeleton,
  Stack,
  StackItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useCanOpenRoute } from "@/shared/access/route-table";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { adminPermissionsClientQuery } from "@/shared/authorization/api/admin-permissions-client-query";
import {
  newAdminPermissionPath,
  toAdminPermissionsTab,
  toNewAdminPermission,
} from "@/shared/paths/admin-permission-paths";
import { RouterLink } from "@/shared/ui/links/router-link";
import type { PermissionsOwner, PermissionsOwnerKind } from "./api/permissions-owner";

/**
 * The resource type of version 2 that protects each kind, as the server names it. Version 2 has
 * none for identity providers: their admin roles alone decide who manages them.
 */
const adminResourceTypes: Record<PermissionsOwnerKind, string | undefined> = {
  users: "Users",
  group: "Groups",
  role: "Roles",
  client: "Clients",
  identityProvider: undefined,
};

/**
 * An object's permissions tab in a realm that keeps its admin permissions in the version 2
 * section: what decides who manages the object, a link to the section's permissions and, for an
 * administrator who may create permissions, one to a new permission of the object's resource type
 * that starts limited to the object (the users are protected as a whole, so theirs starts with
 * every user).
 *
 * @example
 * ```tsx
 * <AdminPermissionsLinks owner={{ kind: "group", id: group.id }} />
 * ```
 */
export function AdminPermissionsLinks({ owner }: { owner: PermissionsOwner }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const found = useQuery(adminPermissionsClientQuery(useAdminClient(), realm));
  const canCreate = useCanOpenRoute(newAdminPermissionPath);
  const resourceType = adminResourceTypes[owner.kind];

  if (found.isPending) return <Skeleton screenreaderText={t("permissions.v2link.loading")} />;
  if (found.isError || found.data === null) {
    return (
      <Alert variant="warning" isInline title={t("permissions.v2link.notFound")}>
        {found.isError
          ? errorMessage(found.error, t).message
          : t("permissions.v2link.notFoundBody")}
      </Alert>
    );
  }
  const permissionClientId = found.data;

  return (
    <Stack hasGutter>
      <StackItem>
        <Content component="p">{t(`permissions.v2link.intro.${owner.kind}`)}</Content>
      </StackItem>
      <StackItem>
        <Flex>
          {resourceType !== undefined && canCreate && (
            <FlexItem>
              <Button
                component={RouterLink}
                href={toNewAdminPermission({ realm, permissionClientId, resourceType }, owner.id)}
                variant="primary"
              >
                {t(`permissions.v2link.create.${owner.kind}`)}
              </Button>
            </FlexItem>
          )}
          <FlexItem>
            <Button
              component={RouterLink}
              href={toAdminPermissionsTab({ realm, permissionClientId, tab: "permissions" })}
              variant="secondary"
            >
              {t("permissions.v2link.open")}
            </Button>
          </FlexItem>
        </Flex>
      </StackItem>
    </Stack>
  );
}
