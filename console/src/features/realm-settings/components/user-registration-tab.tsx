import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import {
  toUserRegistration,
  userRegistrationSectionParam,
  type UserRegistrationSection,
} from "../paths";
import type { RealmTabProps } from "../realm-tab";
import { DefaultGroups } from "./default-groups";
import { DefaultRoles } from "./default-roles";

/**
 * What every new user of the realm starts with, however the user is created (registration, the
 * admin API, an identity provider's first sign-in): the default roles and the default groups, one
 * tab each. The tab is in the query string, since the path ends at the realm settings' tab.
 */
export function UserRegistrationTab({ realm, canManage }: RealmTabProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const realmName = useRealm();
  return (
    <RoutedTabs<UserRegistrationSection>
      ariaLabel={t("realmSettings.registration.sections")}
      requested={search.get(userRegistrationSectionParam) ?? "default-roles"}
      linkTo={(section) => toUserRegistration({ realm: realmName, section })}
      tabs={[
        {
          key: "default-roles",
          title: t("realmSettings.registration.rolesTab"),
          content: <DefaultRoles realm={realm} canManage={canManage} />,
        },
        {
          key: "default-groups",
          title: t("realmSettings.registration.groupsTab"),
          content: <DefaultGroups canManage={canManage} />,
        },
      ]}
    />
  );
}
