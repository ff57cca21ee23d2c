import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { roleMappingsQuery } from "@/shared/role-mapping/api/role-mappings-query";
import type { RoleOwner } from "@/shared/role-mapping/api/role-owner";
import { RoleMapping } from "@/shared/role-mapping/role-mapping";
import { rolesKeys } from "./api/keys";
import type { RoleContainer } from "./role-container";

/**
 * The roles this role contains (adding one makes it composite), through the shared role mapping:
 * realm and client roles added with the assign dialog, removed after confirmation. The role's
 * composite flag follows its contents on the server, so the role and the list reload whenever
 * the contents do.
 */
export function AssociatedRolesTab({
  container,
  roleId,
  canManage,
}: {
  container: RoleContainer;
  roleId: string;
  canManage: boolean;
}) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  const owner: RoleOwner = { kind: "role", id: roleId };
  // The same query the role mapping reads: shared through the cache, not asked twice.
  const { dataUpdatedAt } = useQuery(roleMappingsQuery(client, realm, owner));
  const firstLoad = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (dataUpdatedAt === 0) return;
    firstLoad.current ??= dataUpdatedAt;
    if (dataUpdatedAt === firstLoad.current) return;
    void queryClient.invalidateQueries({ queryKey: rolesKeys.role(realm, roleId), exact: true });
    void queryClient.invalidateQueries({ queryKey: rolesKeys.list(realm, container) });
  }, [dataUpdatedAt, queryClient, realm, roleId, container]);

  return <RoleMapping owner={owner} canManage={canManage} canUnassignMany />;
}
