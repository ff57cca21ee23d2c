import type { RealmRepresentation } from "@gatehouse/admin-client";
import { Content, Stack, TabContentBody } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { attributeLoginThemes } from "../form-state";
import { toExtStyles, type ExtStylesTab } from "../paths";
import { EmailPreview, LoginPreview, PortalPreview } from "./previews";
import { ColourFields, CssField, FooterLineField, ImageUrlField } from "./style-fields";
import { StyleTabForm } from "./style-tab-form";
import { ThemeNotice } from "./theme-notice";

/** The e-mail theme the extension brings that reads the footer lines and the logo. */
const attributeEmailThemes = ["attributes"] as const;

export interface StyleTabsProps {
  realm: RealmRepresentation;
  canManage: boolean;
}

/** The styles page's tabs, one form each: general images, login pages, e-mails and the portal. */
export function StyleTabs({ realm, canManage }: StyleTabsProps) {
  const { t } = useTranslation();
  const name = realm.realm ?? "";
  const realmName = realm.displayName ?? name;
  const isDisabled = !canManage;
  const body = (tab: ExtStylesTab, content: ReactNode) => (
    <TabContentBody hasPadding>
      <Stack hasGutter>
        <Content component="p">{t(`extStyles.${tab}.intro`)}</Content>
        {content}
      </Stack>
    </TabContentBody>
  );
  return (
    <RoutedTabs<ExtStylesTab>
      ariaLabel={t("extStyles.tabs")}
      linkTo={(tab) => toExtStyles({ realm: name, tab })}
      tabs={[
        {
          key: "general",
          title: t("extStyles.general.tab"),
          content: body(
            "general",
            <StyleTabForm realm={realm} canManage={canManage} tab="general">
              <ImageUrlField name="logoUrl" isDisabled={isDisabled} />
              <ImageUrlField name="faviconUrl" isDisabled={isDisabled} />
              <ImageUrlField name="appIconUrl" isDisabled={isDisabled} />
            </StyleTabForm>,
          ),
        },
        {
          key: "login",
          title: t("extStyles.login.tab"),
          content: body(
            "login",
            <>
              <ThemeNotice type="login" current={realm.loginTheme} readers={attributeLoginThemes} />
              <StyleTabForm
                realm={realm}
                canManage={canManage}
                tab="login"
                preview={(control) => <LoginPreview control={control} realmName={realmName} />}
              >
                <ColourFields area="login" isDisabled={isDisabled} />
                <CssField name="loginCss" isDisabled={isDisabled} />
              </StyleTabForm>
            </>,
          ),
        },
        {
          key: "email",
          title: t("extStyles.email.tab"),
          content: body(
            "email",
            <>
              <ThemeNotice type="email" current={realm.emailTheme} readers={attributeEmailThemes} />
              <StyleTabForm
                realm={realm}
                canManage={canManage}
                tab="email"
                preview={(control) => <EmailPreview control={control} realmName={realmName} />}
              >
                <FooterLineField name="emailFooterLine1" isDisabled={isDisabled} />
                <FooterLineField name="emailFooterLine2" isDisabled={isDisabled} />
              </StyleTabForm>
            </>,
          ),
        },
        {
          key: "portal",
          title: t("extStyles.portal.tab"),
          content: body(
            "portal",
            <StyleTabForm
              realm={realm}
              canManage={canManage}
              tab="portal"
              preview={(control) => <PortalPreview control={control} realmName={realmName} />}
            >
              <ColourFields area="portal" isDisabled={isDisabled} />
              <CssField name="portalCss" isDisabled={isDisabled} />
            </StyleTabForm>,
          ),
        },
      ]}
    />
  );
}
