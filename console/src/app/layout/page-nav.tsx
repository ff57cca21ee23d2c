import {
  Divider,
  Nav,
  NavGroup,
  NavItem,
  NavList,
  PageSidebar,
  PageSidebarBody,
} from "@patternfly/react-core";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { matchPath, useLocation } from "react-router";
import { RouterLink } from "@/shared/ui/links/router-link";
import type { AppRoute } from "@/shared/access/app-route";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealmRepresentation, useServerInfo } from "@/shared/api/console-data";
import { useEnvironment } from "@/shared/api/environment-context";
import { findRealmName } from "@/shared/api/find-realm-name";
import {
  hasPhaseTwoOrganizations,
  isFeatureEnabled,
  uiPageProviderType,
} from "@/shared/api/features";
import { useRealm } from "@/shared/api/realm";
import { buildNavigation, type NavItem as Item } from "./navigation";
import { RealmSelector } from "./realm-selector";
import { useRecentRealms } from "./use-recent-realms";

export interface PageNavProps {
  routes: readonly Pick<AppRoute, "path" | "access">[];
}

/** One navigation link; it renders again only when it becomes or stops being the current page. */
const NavEntry = memo(function NavEntry({
  id,
  to,
  label,
  isActive,
}: Pick<Item, "id" | "to" | "label"> & { isActive: boolean }) {
  return (
    <NavItem
      itemId={id}
      // Without `to`, PatternFly cancels the click and the router never sees it.
      to={to}
      isActive={isActive}
      component={RouterLink}
    >
      {label}
    </NavItem>
  );
});

function Entry({ item }: { item: Item }) {
  const { pathname } = useLocation();
  return (
    <NavEntry
      id={item.id}
      to={item.to}
      label={item.label}
      isActive={matchPath({ path: item.to, end: false }, pathname) !== null}
    />
  );
}

/** The side navigation: realm selector, 'manage realms' in master, then the Manage, Configure and Extensions groups. */
export function PageNav({ routes }: PageNavProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const client = useAdminClient();
  const environment = useEnvironment();
  const access = useAccess();
  const serverInfo = useServerInfo();
  const realmRepresentation = useRealmRepresentation();
  const recentRealms = useRecentRealms({
    current: {
      name: realm,
      ...(realmRepresentation?.displayName ? { displayName: realmRepresentation.displayName } : {}),
    },
    masterRealm: environment.masterRealm,
    lookup: (name) => findRealmName(client, environment.realm, name),
  });
  const navigation = buildNavigation(
    {
      routes,
      access,
      isFeatureEnabled: (feature) => isFeatureEnabled(serverInfo, feature),
      realm,
      realmRepresentation: realmRepresentation ?? {},
      masterRealm: environment.masterRealm,
      uiPages: (serverInfo.componentTypes?.[uiPageProviderType] ?? []).map((page) => page.id),
      hasPhaseTwoOrganizations: hasPhaseTwoOrganizations(serverInfo),
    },
    t,
  );

  return (
    <PageSidebar>
      <PageSidebarBody>
        <RealmSelector
          {...(realmRepresentation?.displayName
            ? { displayName: realmRepresentation.displayName }
            : {})}
          recentRealms={recentRealms}
        />
      </PageSidebarBody>
      <PageSidebarBody isFilled>
        <Nav aria-label={t("shell.nav.label")}>
          {navigation.manageRealms && (
            <NavList>
              <Entry item={navigation.manageRealms} />
            </NavList>
          )}
          {navigation.groups.map((group) => (
            <NavGroup key={group.id} title={group.label}>
              {group.items.map((item) => (
                <Entry key={item.id} item={item} />
              ))}
            </NavGroup>
          ))}
        </Nav>
      </PageSidebarBody>
      <Divider />
    </PageSidebar>
  );
}
