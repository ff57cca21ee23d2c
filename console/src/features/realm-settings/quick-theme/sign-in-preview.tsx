import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { SchemeColours, ThemeImage } from "./quick-theme-state";

/** The image as an address the preview can show without a round trip. */
function dataUrl(image: ThemeImage): string {
  let binary = "";
  for (const byte of image.bytes) binary += String.fromCharCode(byte);
  return `data:${image.type};base64,${btoa(binary)}`;
}

export interface SignInPreviewProps {
  colours: SchemeColours;
  logo: ThemeImage | undefined;
  realmName: string;
}

/**
 * A sketch of the sign-in page in the chosen colours, drawn by the console itself: it shows the
 * choices at once, before anything is installed. It is one picture to assistive technology, with
 * a name, since its fields and button cannot be used.
 */
export function SignInPreview({ colours, logo, realmName }: SignInPreviewProps) {
  const { t } = useTranslation();
  const logoUrl = useMemo(() => (logo === undefined ? undefined : dataUrl(logo)), [logo]);
  const field = {
    border: `1px solid ${colours.secondary}`,
    borderRadius: 3,
    height: 32,
    background: "transparent",
  };
  return (
    <div
      role="img"
      aria-label={t("realmSettings.quickTheme.previewLabel")}
      data-testid="quick-theme-preview"
      style={{ background: colours.background, color: colours.text, padding: 24, borderRadius: 4 }}
    >
      <div aria-hidden="true" style={{ maxWidth: 360, margin: "0 auto" }}>
        <div style={{ textAlign: "center", marginBottom: 16, minHeight: 40 }}>
          {logoUrl === undefined ? (
            <strong style={{ fontSize: 20 }}>{realmName}</strong>
          ) : (
            <img src={logoUrl} alt="" style={{ maxHeight: 48, maxWidth: "100%" }} />
          )}
        </div>
        <div
          style={{
            borderTop: `4px solid ${colours.primary}`,
            padding: 20,
            background: colours.background,
            boxShadow: `0 0 0 1px ${colours.secondary}`,
          }}
        >
          <div style={{ fontSize: 18, marginBottom: 12 }}>
            {t("realmSettings.quickTheme.previewTitle")}
          </div>
          <div style={{ marginBottom: 4 }}>{t("realmSettings.quickTheme.previewUsername")}</div>
          <div style={{ ...field, marginBottom: 12 }} />
          <div style={{ marginBottom: 4 }}>{t("realmSettings.quickTheme.previewPassword")}</div>
          <div style={{ ...field, marginBottom: 8 }} />
          <div style={{ color: colours.link, textDecoration: "underline", marginBottom: 16 }}>
            {t("realmSettings.quickTheme.previewForgot")}
          </div>
          <div
            style={{
              background: colours.primary,
              color: colours.background,
              textAlign: "center",
              padding: "6px 0",
              borderRadius: 3,
            }}
          >
            {t("realmSettings.quickTheme.previewSignIn")}
          </div>
        </div>
      </div>
    </div>
  );
}
