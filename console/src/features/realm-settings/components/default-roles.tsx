import type { RealmRepresentation } from "@gatehouse/admin-client";
import { Alert, Content, Stack, StackItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { RoleMapping } from "@/shared/role-mapping/role-mapping";

/**
 * The roles every new user of the realm gets: the roles inside the realm's default role, a
 * composite role the server gives each new user. Shown and changed with the shared role mapping
 * over that role's composites, so realm and client roles are assigned and unassigned as anywhere
 * else in the console. The server lists a client's roles only to those who may view the client,
 * which the others are told.
 */
export function DefaultRoles({
  realm,
  canManage,
}: {
  realm: RealmRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const canViewClients = useAccess().hasSomeAccess("view-clients", "manage-clients");
  const defaultRole = realm.defaultRole;
  if (defaultRole?.id === undefined)
    return (
      <Alert isInline variant="warning" title={t("realmSettings.registration.noDefaultRole")} />
    );
  return (
    <Stack hasGutter>
      <StackItem>
        <Content component="p">
          {t("realmSettings.registration.rolesIntro", { role: defaultRole.name ?? "" })}
        </Content>
      </StackItem>
      {!canViewClients && (
        <StackItem>
          <Alert
            isInline
            isPlain
            variant="info"
            title={t("realmSettings.registration.clientRolesHidden")}
          />
        </StackItem>
      )}
      <StackItem>
        <RoleMapping
          owner={{ kind: "role", id: defaultRole.id }}
          canManage={canManage}
          canUnassignMany
        />
      </StackItem>
    </Stack>
  );
}
