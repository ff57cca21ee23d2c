import type { UserRepresentation } from "@gatehouse/admin-client";
import { RoleMapping } from "@/shared/role-mapping/role-mapping";
import { useCanManageUser } from "../use-can-manage-user";

/** The user's roles: directly assigned, or every effective role with where it comes from. */
export function RoleMappingTab({ user }: { user: UserRepresentation }) {
  const canManage = useCanManageUser(user);
  return <RoleMapping owner={{ kind: "user", id: user.id ?? "" }} canManage={canManage} />;
}
