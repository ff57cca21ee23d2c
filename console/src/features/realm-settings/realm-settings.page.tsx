import { Content, PageSection, Skeleton, Stack, TabContentBody } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMatch } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useIsFeatureEnabled } from "@/shared/api/console-data";
import { Feature } from "@/shared/api/features";
import { useRealm } from "@/shared/api/realm";
import { toRealmRoot } from "@/shared/paths/realm-root-paths";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { realmSettingsQuery } from "@/shared/realm-form/api/realm-settings-query";
import { EmailTab } from "./components/email-tab";
import { EventsTab } from "./components/events-tab";
import { GeneralTab } from "./components/general-tab";
import { LocalizationTab } from "./components/localization-tab";
import { LoginTab } from "./components/login-tab";
import { SecurityDefensesTab } from "./components/security-defenses-tab";
import { useRealmActions } from "./components/realm-actions";
import { SessionsTab } from "./components/sessions-tab";
import { TokensTab } from "./components/tokens-tab";
import { ClientPoliciesTab } from "./client-policies/components/client-policies-tab";
import { LightweightDefaultSwitch } from "./client-policies/components/lightweight-default-switch";
import { clientPoliciesTabPath } from "./client-policies/paths";
import { UserRegistrationTab } from "./components/user-registration-tab";
import { KeysTabs } from "./keys/keys-tabs";
import {
  keysTabPath,
  themesTabPath,
  toRealmSettings,
  userProfileTabPath,
  type RealmSettingsTab,
} from "./paths";
import { ThemesTabs } from "./quick-theme/themes-tabs";
import type { RealmTabProps } from "./realm-tab";
import { UserProfileTabs } from "./user-profile/user-profile-tabs";

/**
 * The realm's settings, a tab each for general settings, login options, e-mail, themes, languages
 * and texts, security defenses, sessions, tokens, client policies (with the CLIENT_POLICIES
 * feature), the user profile, events and what new users start with (user registration). Everyone
 * with view-realm sees them; without manage-realm every control is
 * read-only and the header's realm actions (partial import and export, delete) are left out.
 */
export function RealmSettingsPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const canManage = useAccess().hasAccess("manage-realm");
  const loaded = useQuery(realmSettingsQuery(client, realm));
  const realmActions = useRealmActions(realm, canManage);
  // On a themes tab's own address the tab parameter names that inner tab, not this one.
  const themesTab = useMatch(themesTabPath)?.params.tab;
  const keysTab = useMatch(keysTabPath)?.params.tab;
  const clientPoliciesTab = useMatch(clientPoliciesTabPath)?.params.tab;
  const hasClientPolicies = useIsFeatureEnabled(Feature.ClientPolicies);
  const userProfileTab = useMatch(userProfileTabPath)?.params.tab;

  const title = (
    <PageSection>
      <DetailsTitle
        title={t("realmSettings.title")}
        actionsLabel={t("realmSettings.actions.menu")}
        actions={realmActions.actions}
      />
      <Content component="p">{t("realmSettings.description")}</Content>
      {realmActions.dialogs}
    </PageSection>
  );
  if (loaded.isPending) {
    return (
      <>
        {title}
        <PageSection>
          <Skeleton screenreaderText={t("realmSettings.loading")} />
        </PageSection>
      </>
    );
  }
  if (loaded.isError || loaded.data === null) {
    return (
      <ObjectUnavailable
        error={loaded.error}
        notFound={t("realmSettings.notFound")}
        back={{ to: toRealmRoot(realm), label: t("realmSettings.backHome") }}
      />
    );
  }
  const props: RealmTabProps = { realm: loaded.data, canManage };
  // Remount a tab on a new version of the realm, so its form starts from what was saved.
  const version = JSON.stringify(loaded.data);
  const body = (content: ReactNode) => <TabContentBody hasPadding>{content}</TabContentBody>;

  return (
    <>
      {title}
      <PageSection>
        <RoutedTabs<RealmSettingsTab>
          ariaLabel={t("realmSettings.tabs")}
          linkTo={(tab) => toRealmSettings({ realm, tab })}
          requested={
            themesTab !== undefined
              ? "themes"
              : keysTab !== undefined
                ? "keys"
                : clientPoliciesTab !== undefined
                  ? "client-policies"
                  : userProfileTab !== undefined
                    ? "user-profile"
                    : undefined
          }
          tabs={[
            {
              key: "general",
              title: t("realmSettings.general.tab"),
              content: body(<GeneralTab key={version} {...props} />),
            },
            {
              key: "login",
              title: t("realmSettings.login.tab"),
              // Not remounted on a new version: the switches keep their place while one saves.
              content: body(<LoginTab {...props} />),
            },
            {
              key: "email",
              title: t("realmSettings.email.tab"),
              content: body(<EmailTab key={version} {...props} />),
            },
            {
              key: "themes",
              title: t("realmSettings.themes.tab"),
              content: body(<ThemesTabs key={version} {...props} requested={themesTab} />),
            },
            {
              key: "keys",
              title: t("realmSettings.keys.tab"),
              // Its keys and providers are lists of their own, not fields of the realm.
              content: body(<KeysTabs {...props} requested={keysTab} />),
            },
            {
              key: "localization",
              title: t("realmSettings.localization.tab"),
              content: body(<LocalizationTab {...props} />),
            },
            {
              key: "security-defenses",
              title: t("realmSettings.securityDefenses.tab"),
              content: body(<SecurityDefensesTab key={version} {...props} />),
            },
            {
              key: "sessions",
              title: t("realmSettings.sessions.tab"),
              content: body(<SessionsTab key={version} {...props} />),
            },
            {
              key: "tokens",
              title: t("realmSettings.tokens.tab"),
              content: body(
                <Stack hasGutter>
                  <TokensTab key={version} {...props} />
                  {/* Saved at once, in client policies rather than in the realm. */}
                  {hasClientPolicies && <LightweightDefaultSwitch canManage={canManage} />}
                </Stack>,
              ),
            },
            {
              key: "client-policies",
              title: t("realmSettings.clientPolicies.tab"),
              isShown: hasClientPolicies,
              content: body(
                <ClientPoliciesTab canManage={canManage} requested={clientPoliciesTab} />,
              ),
            },
            {
              key: "user-profile",
              title: t("realmSettings.userProfile.tab"),
              content: body(<UserProfileTabs requested={userProfileTab} canManage={canManage} />),
            },
            {
              key: "events",
              title: t("realmSettings.events.tab"),
              content: body(<EventsTab key={version} {...props} />),
            },
            {
              key: "user-registration",
              title: t("realmSettings.registration.tab"),
              // Its roles and groups are lists of their own, not fields of the realm.
              content: body(<UserRegistrationTab {...props} />),
            },
          ]}
        />
      </PageSection>
    </>
  );
}
