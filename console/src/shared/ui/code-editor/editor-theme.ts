import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorView } from "@codemirror/view";
import { tags } from "@lezer/highlight";

/**
 * The PatternFly design tokens the editor paints with (names without the `--pf-t--global--` prefix).
 * They switch with the console's light and dark scheme by themselves. The contrast test reads this
 * list, so every colour used below must come from here.
 */
export const editorColours = {
  text: "text--color--regular",
  lineNumber: "text--color--subtle",
  property: "text--color--brand--default",
  string: "text--color--status--success--default",
  literal: "text--color--status--info--default",
  comment: "text--color--subtle",
  invalid: "text--color--status--danger--default",
  background: "background--color--control--default",
  gutter: "background--color--secondary--default",
  // A faint translucent tint, not PatternFly's yellow highlight: coloured tokens lose contrast on
  // the yellow, and the selection drawn beneath the line must still show through.
  activeLine: "background--color--striped--row--default",
  selection: "color--brand--subtle--default",
} as const;

type EditorColour = keyof typeof editorColours;

/**
 * Where text can sit: the text colours and the stacks of backgrounds under them (bottom first).
 * CodeMirror draws the selection beneath the lines, so the active line's tint lies over it.
 */
export const editorTextBackdrops: { texts: EditorColour[]; layers: EditorColour[][] }[] = [
  {
    texts: ["text", "property", "string", "literal", "comment", "invalid"],
    layers: [
      ["background"],
      ["background", "activeLine"],
      ["background", "selection"],
      ["background", "selection", "activeLine"],
    ],
  },
  {
    texts: ["lineNumber"],
    layers: [
      ["background", "gutter"],
      ["background", "gutter", "activeLine"],
    ],
  },
];

const colour = (name: EditorColour) => `var(--pf-t--global--${editorColours[name]})`;
const token = (name: string) => `var(--pf-t--global--${name})`;

const frame = EditorView.theme({
  "&": {
    color: colour("text"),
    backgroundColor: colour("background"),
    border: `${token("border--width--regular")} solid ${token("border--color--default")}`,
    borderRadius: token("border--radius--small"),
    fontSize: token("font--size--sm"),
  },
  "&.cm-focused": {
    outline: `2px solid ${token("focus-ring--color--default")}`,
    outlineOffset: "1px",
  },
  ".cm-scroller": { fontFamily: token("font--family--mono"), overflow: "auto" },
  ".cm-content": { caretColor: colour("text") },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: colour("text") },
  ".cm-gutters": {
    color: colour("lineNumber"),
    backgroundColor: colour("gutter"),
    borderRight: `${token("border--width--regular")} solid ${token("border--color--default")}`,
  },
  ".cm-activeLine, .cm-activeLineGutter": { backgroundColor: colour("activeLine") },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": {
    backgroundColor: colour("selection"),
  },
  // Brackets are marked with an outline rather than CodeMirror's own fixed background colours,
  // which are not tuned to the console's schemes.
  ".cm-matchingBracket, &.cm-focused .cm-matchingBracket": {
    backgroundColor: "transparent",
    outline: `1px solid ${token("border--color--default")}`,
  },
  ".cm-nonmatchingBracket, &.cm-focused .cm-nonmatchingBracket": {
    backgroundColor: "transparent",
    color: colour("invalid"),
    outline: `1px solid ${token("border--color--status--danger--default")}`,
  },
});

const invalidFrame = EditorView.theme({
  "&": { borderColor: token("border--color--status--danger--default") },
});

const highlighting = HighlightStyle.define([
  { tag: tags.propertyName, color: colour("property") },
  { tag: [tags.string, tags.special(tags.string)], color: colour("string") },
  { tag: [tags.number, tags.bool, tags.null], color: colour("literal") },
  { tag: [tags.keyword, tags.definition(tags.propertyName)], color: colour("property") },
  { tag: [tags.comment, tags.meta], color: colour("comment"), fontStyle: "italic" },
  { tag: tags.invalid, color: colour("invalid") },
]);

/** The editor's look, built from PatternFly tokens so it follows light and dark mode. */
export function editorTheme(hasError: boolean) {
  return [frame, syntaxHighlighting(highlighting), ...(hasError ? [invalidFrame] : [])];
}
