import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorView } from "@codemirror/view";
import { tags } from "@lezer/highlight";

/** PatternFly design tokens; they switch with the console's light and dark theme by themselves. */
const token = (name: string) => `var(--pf-t--global--${name})`;

const frame = EditorView.theme({
  "&": {
    color: token("text--color--regular"),
    backgroundColor: token("background--color--control--default"),
    border: `${token("border--width--regular")} solid ${token("border--color--default")}`,
    borderRadius: token("border--radius--small"),
    fontSize: token("font--size--sm"),
  },
  "&.cm-focused": {
    outline: `2px solid ${token("focus-ring--color--default")}`,
    outlineOffset: "1px",
  },
  ".cm-scroller": { fontFamily: token("font--family--mono"), overflow: "auto" },
  ".cm-content": { caretColor: token("text--color--regular") },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: token("text--color--regular") },
  ".cm-gutters": {
    color: token("text--color--subtle"),
    backgroundColor: token("background--color--secondary--default"),
    borderRight: `${token("border--width--regular")} solid ${token("border--color--default")}`,
  },
  ".cm-activeLine, .cm-activeLineGutter": {
    backgroundColor: token("background--color--highlight--default"),
  },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": {
    backgroundColor: token("background--color--highlight--clicked"),
  },
});

const invalidFrame = EditorView.theme({
  "&": { borderColor: token("border--color--status--danger--default") },
});

const highlighting = HighlightStyle.define([
  { tag: tags.propertyName, color: token("text--color--brand--default") },
  {
    tag: [tags.string, tags.special(tags.string)],
    color: token("text--color--status--success--default"),
  },
  { tag: [tags.number, tags.bool, tags.null], color: token("text--color--status--info--default") },
  {
    tag: [tags.keyword, tags.definition(tags.propertyName)],
    color: token("text--color--brand--default"),
  },
  { tag: [tags.comment, tags.meta], color: token("text--color--subtle"), fontStyle: "italic" },
  { tag: tags.invalid, color: token("text--color--status--danger--default") },
]);

/** The editor's look, built from PatternFly tokens so it follows light and dark mode. */
export function editorTheme(hasError: boolean) {
  return [frame, syntaxHighlighting(highlighting), ...(hasError ? [invalidFrame] : [])];
}
