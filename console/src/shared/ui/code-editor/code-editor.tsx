import { Skeleton } from "@patternfly/react-core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { CodeEditorProps } from "./code-editor-props";

const LazyCodeMirrorEditor = lazy(async () => {
  const module = await import("./code-mirror-editor");
  return { default: module.CodeMirrorEditor };
});

/**
 * A JSON or YAML editor (CodeMirror 6) with line numbers, syntax colours from the PatternFly
 * tokens, a read-only mode and full keyboard use: Tab leaves the editor, so it never traps focus.
 * CodeMirror is loaded on first use, in its own chunk; a skeleton shows meanwhile.
 *
 * @example
 * <CodeEditor language="json" aria-label={t("clients.export")} value={text} onChange={setText} />
 * <CodeEditor language="yaml" aria-labelledby="policy-label" value={yaml} isReadOnly />
 */
export function CodeEditor(props: CodeEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Skeleton height={props.height ?? "10rem"} screenreaderText={t("codeEditor.loading")} />
      }
    >
      <LazyCodeMirrorEditor {...props} />
    </Suspense>
  );
}
