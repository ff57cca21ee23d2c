import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { json } from "@codemirror/lang-json";
import { yaml } from "@codemirror/lang-yaml";
import { bracketMatching, foldGutter, indentOnInput } from "@codemirror/language";
import { Compartment, EditorState, type Extension } from "@codemirror/state";
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { useEffect, useRef } from "react";
import { editorTheme } from "./editor-theme";
import type { CodeEditorProps } from "./code-editor-props";

/**
 * The CodeMirror 6 editor itself. Import {@link CodeEditor} instead: it loads this module lazily so
 * CodeMirror stays out of the first-load bundle.
 */
export function CodeMirrorEditor(props: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  // The view is created once; it reads the newest props through this ref.
  const latest = useRef(props);
  const configuration = useRef(new Compartment());

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: latest.current.value,
        extensions: [
          lineNumbers(),
          history(),
          // No Tab binding: Tab must move focus out of the editor for keyboard users.
          keymap.of([...defaultKeymap, ...historyKeymap]),
          foldGutter(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          EditorView.lineWrapping,
          configuration.current.of(configure(latest.current)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange?.(update.state.doc.toString());
            if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur?.();
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  const { value, language, isReadOnly, hasError, id, testId } = {
    ...props,
    testId: props["data-testid"],
  };
  const ariaLabel = props["aria-label"];
  const ariaLabelledBy = props["aria-labelledby"];
  const ariaDescribedBy = props["aria-describedby"];

  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: configuration.current.reconfigure(configure(latest.current)),
    });
  }, [language, isReadOnly, hasError, id, testId, ariaLabel, ariaLabelledBy, ariaDescribedBy]);

  return <div ref={hostRef} style={{ height: props.height }} className={props.className} />;
}

/** The parts of the editor that follow props: language, read-only mode, names and look. */
function configure(props: CodeEditorProps): Extension {
  const attributes: Record<string, string> = { "aria-multiline": "true" };
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined) attributes[name] = value;
  };
  set("id", props.id);
  set("aria-label", props["aria-label"]);
  set("aria-labelledby", props["aria-labelledby"]);
  set("aria-describedby", props["aria-describedby"]);
  set("data-testid", props["data-testid"]);
  if (props.isReadOnly) attributes["aria-readonly"] = "true";
  if (props.hasError) attributes["aria-invalid"] = "true";
  return [
    props.language === "yaml" ? yaml() : json(),
    EditorState.readOnly.of(props.isReadOnly ?? false),
    EditorView.contentAttributes.of(attributes),
    editorTheme(props.hasError ?? false),
    props.height === undefined ? [] : EditorView.theme({ "&": { height: "100%" } }),
  ];
}
