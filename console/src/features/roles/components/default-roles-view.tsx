import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { RoleMapping } from "@/shared/role-mapping/role-mapping";

/**
 * The realm's default roles: the contents of its default role, which every new user of the realm
 * is given. Realm and client roles are added through the shared assign dialog and removed after
 * confirmation; read-only without manage-realm.
 */
export function DefaultRolesView({ roleId, canManage }: { roleId: string; canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("roles.defaultRoles.title")}</Title>
        <Content component="p">{t("roles.defaultRoles.description")}</Content>
      </PageSection>
      <PageSection>
        <RoleMapping owner={{ kind: "role", id: roleId }} canManage={canManage} canUnassignMany />
      </PageSection>
    </>
  );
}
