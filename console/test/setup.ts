import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

// PatternFly pages render slowly in jsdom on a busy two-core machine: wait for them generously.
configure({ asyncUtilTimeout: 20_000 });

// jsdom does no layout; the code editor (CodeMirror) measures text ranges wherever a form shows
// it, so ranges report empty boxes.
Range.prototype.getClientRects = (): DOMRectList => Object.assign([], { item: () => null });
Range.prototype.getBoundingClientRect = () => new DOMRect();

// Reading a computed style makes jsdom resolve the whole cascade, and it was most of a component
// test's time: PatternFly's menus, selects and pagination read their text direction on every
// render, every role query reads whether each element is shown, and every click whether pointer
// events reach it. While no style sheet is loaded (component tests load none), those properties
// follow from attributes and inline styles alone, as below; every other property, and all of them
// once a sheet is loaded, jsdom resolves.
const resolveStyle = window.getComputedStyle.bind(window);
const hiddenByDefault = [
  "area, base, basefont, datalist, head, link, meta, noembed, noframes, param, rp, script, style",
  "template, title, dialog:not([open]), input[type=hidden i]",
  "[hidden]:not([hidden=until-found i]):not(embed)",
].join(", ");
// A tag's own display ("block" for a div, "inline" for a span), read once per tag from an element
// of a document of its own, which has no style sheet either.
const probeDocument = document.implementation.createHTMLDocument();
const displayByTag = new Map<string, string>();
function tagDisplay(element: Element): string {
  const key = `${element.namespaceURI ?? ""} ${element.localName}`;
  let display = displayByTag.get(key);
  if (display === undefined) {
    const probe = probeDocument.createElementNS(element.namespaceURI, element.localName);
    probeDocument.body.append(probe);
    display = resolveStyle(probe).getPropertyValue("display");
    probe.remove();
    displayByTag.set(key, display);
  }
  return display;
}
const collapsedWhenHidden =
  "colgroup[hidden], col[hidden], thead[hidden], tbody[hidden], tfoot[hidden], tr[hidden]";

function fastStyle(element: Element, property: string): string | undefined {
  if (document.styleSheets.length > 0) return undefined;
  // Only HTML and SVG elements carry inline styles here.
  const inline = (node: Element) =>
    node instanceof HTMLElement || node instanceof SVGElement
      ? node.style.getPropertyValue(property)
      : "";
  switch (property) {
    case "direction":
      return element.closest("[dir]")?.getAttribute("dir") ?? "ltr";
    case "display":
      // A summary's display depends on where it stands: jsdom answers for it.
      if (element.localName === "summary") return undefined;
      return inline(element) || (element.matches(hiddenByDefault) ? "none" : tagDisplay(element));
    case "visibility": {
      // Inherited: the nearest inline value, or a hidden table part's "collapse".
      for (let node: Element | null = element; node !== null; node = node.parentElement) {
        const value = inline(node);
        if (value !== "" && value !== "inherit") return value;
        if (node.matches(collapsedWhenHidden)) return "collapse";
      }
      return "visible";
    }
    case "pointer-events":
      // As specified, like jsdom: user-event walks up the ancestors itself.
      return inline(element);
    default:
      return undefined;
  }
}

window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
  let resolved: CSSStyleDeclaration | undefined;
  const resolve = () => (resolved ??= resolveStyle(element, pseudoElement));
  const read = (property: string) =>
    (pseudoElement ? undefined : fastStyle(element, property)) ??
    resolve().getPropertyValue(property);
  return new Proxy({} as CSSStyleDeclaration, {
    get(_, key) {
      if (key === "getPropertyValue") return read;
      if (key === "direction" || key === "display" || key === "visibility") return read(key);
      if (key === "pointerEvents") return read("pointer-events");
      const value: unknown = Reflect.get(resolve(), key);
      return typeof value === "function" ? (value.bind(resolve()) as unknown) : value;
    },
  });
};

afterEach(() => {
  cleanup();
  // Both hold what a test leaves behind (page sizes, form drafts) for the next one to trip on.
  localStorage.clear();
  sessionStorage.clear();
});

// Test files share their worker's page and loaded modules (`isolate: false`: each file loading its
// own copy of PatternFly made the unit layer take three times as long). What one file changes
// there, the next must not see.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = "";
  // The console's own modules load afresh for the next file, so no state of theirs carries over.
  vi.resetModules();
});
