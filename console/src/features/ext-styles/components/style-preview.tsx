import { Content, Title } from "@patternfly/react-core";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { textDirection } from "@/shared/i18n/document-language";
import type { PreviewFrame } from "../preview-document";

export interface StylePreviewProps {
  /** Translated name of the frame, e.g. "Preview of the sign-in page". */
  title: string;
  /** Builds the sample document for the console's language and direction. */
  document: (frame: PreviewFrame) => string;
  /** CSS height of the frame. */
  height: string;
  "data-testid"?: string;
}

/**
 * A sample drawn from what the form holds, in a sandboxed frame: the frame has an origin of its
 * own and runs no scripts, so the administrator's style sheet reaches the sample only. Typing
 * updates it once React has time to spare, so fast typing is not slowed down by redrawing.
 */
export function StylePreview({ title, document, height, ...props }: StylePreviewProps) {
  const { t, i18n } = useTranslation();
  const frame: PreviewFrame = {
    lang: i18n.language,
    dir: textDirection(i18n, i18n.language),
  };
  const html = useDeferredValue(document(frame));
  return (
    <section aria-label={title}>
      <Title headingLevel="h2" size="md">
        {t("extStyles.preview.heading")}
      </Title>
      <Content component="small">{t("extStyles.preview.note")}</Content>
      <iframe
        title={title}
        // Empty: every restriction applies (no scripts, forms, pop-ups or same-origin access).
        sandbox=""
        referrerPolicy="no-referrer"
        srcDoc={html}
        data-testid={props["data-testid"]}
        style={{
          display: "block",
          inlineSize: "100%",
          blockSize: height,
          marginBlockStart: "var(--pf-t--global--spacer--sm)",
          border: "1px solid var(--pf-t--global--border--color--default)",
          borderRadius: "var(--pf-t--global--border--radius--small)",
        }}
      />
    </section>
  );
}
