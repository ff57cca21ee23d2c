import { useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { StyleValues } from "../form-state";
import {
  emailPreviewDocument,
  loginPreviewDocument,
  portalPreviewDocument,
} from "../preview-document";
import { StylePreview } from "./style-preview";

interface PreviewProps {
  control: Control<StyleValues>;
  realmName: string;
}

/** The sign-in sample, in the login colours, the logo and the login style sheet. */
export function LoginPreview({ control, realmName }: PreviewProps) {
  const { t } = useTranslation();
  const values = useWatch({ control });
  return (
    <StylePreview
      title={t("extStyles.preview.login")}
      height="26rem"
      data-testid="login-preview"
      document={(frame) =>
        loginPreviewDocument(
          {
            colours: {
              primary: values.loginPrimaryColour ?? "",
              secondary: values.loginSecondaryColour ?? "",
              background: values.loginBackgroundColour ?? "",
            },
            css: values.loginCss ?? "",
            logoUrl: values.logoUrl ?? "",
            realmName,
            texts: {
              title: t("extStyles.sample.signInTitle"),
              username: t("extStyles.sample.username"),
              password: t("extStyles.sample.password"),
              forgot: t("extStyles.sample.forgotPassword"),
              signIn: t("extStyles.sample.signIn"),
              other: t("extStyles.sample.otherWay"),
            },
          },
          frame,
        )
      }
    />
  );
}

/** The portal sample, in the portal colours, the app icon and the portal style sheet. */
export function PortalPreview({ control, realmName }: PreviewProps) {
  const { t } = useTranslation();
  const values = useWatch({ control });
  return (
    <StylePreview
      title={t("extStyles.preview.portal")}
      height="18rem"
      data-testid="portal-preview"
      document={(frame) =>
        portalPreviewDocument(
          {
            colours: {
              primary: values.portalPrimaryColour ?? "",
              secondary: values.portalSecondaryColour ?? "",
              background: values.portalBackgroundColour ?? "",
            },
            css: values.portalCss ?? "",
            appIconUrl: values.appIconUrl ?? "",
            realmName,
            texts: {
              portal: t("extStyles.sample.portal"),
              members: t("extStyles.sample.members"),
              settings: t("extStyles.sample.settings"),
              heading: t("extStyles.sample.portalHeading"),
              action: t("extStyles.sample.portalAction"),
            },
          },
          frame,
        )
      }
    />
  );
}

/** The e-mail sample: the logo above a message and the two footer lines under it. */
export function EmailPreview({ control, realmName }: PreviewProps) {
  const { t } = useTranslation();
  const values = useWatch({ control });
  return (
    <StylePreview
      title={t("extStyles.preview.email")}
      height="20rem"
      data-testid="email-preview"
      document={(frame) =>
        emailPreviewDocument(
          {
            logoUrl: values.logoUrl ?? "",
            realmName,
            footerLine1: values.emailFooterLine1 ?? "",
            footerLine2: values.emailFooterLine2 ?? "",
            texts: {
              greeting: t("extStyles.sample.greeting"),
              body: t("extStyles.sample.emailBody"),
            },
          },
          frame,
        )
      }
    />
  );
}
