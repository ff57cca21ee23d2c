import type { Locator, Page } from "@playwright/test";

/**
 * What a scenario waits for, as data: one rule that both Playwright (to act and to probe) and a
 * watcher inside the page (to time) follow, so the clock stops in the page on the frame the
 * element shows, for both consoles alike, instead of on Playwright's next poll.
 */

export type Role =
  | "button"
  | "checkbox"
  | "dialog"
  | "grid"
  | "heading"
  | "link"
  | "menuitem"
  | "radio"
  | "row"
  | "table"
  | "treeitem";

/** A name pattern that survives being sent to the page (a RegExp does not). */
export interface NamePattern {
  source: string;
  flags: string;
}

/** Elements of one of the roles, inside the previous step's, optionally named; `nth` picks one. */
export interface RoleStep {
  roles: Role[];
  name?: NamePattern;
  level?: number;
  nth?: number;
}

/** Alternatives (the first that shows counts), each a chain of steps from the document. */
export type ReadySpec = RoleStep[][];

/** A name pattern from a regular expression, or from Playwright-style text (exact or contained, any case). */
export function namePattern(name: RegExp | string, exact = false): NamePattern {
  if (name instanceof RegExp) return { source: name.source, flags: name.flags };
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return exact ? { source: `^${escaped}$`, flags: "" } : { source: escaped, flags: "i" };
}

/** One step: `step(["row"], /user-\d/, { nth: 0 })`. */
export function step(
  roles: Role | Role[],
  name?: RegExp | string,
  options: { exact?: boolean; level?: number; nth?: number } = {},
): RoleStep {
  return {
    roles: Array.isArray(roles) ? roles : [roles],
    ...(name === undefined ? {} : { name: namePattern(name, options.exact) }),
    ...(options.level === undefined ? {} : { level: options.level }),
    ...(options.nth === undefined ? {} : { nth: options.nth }),
  };
}

/** The same rule as a Playwright locator (its first match), to act on or probe with. */
export function toLocator(page: Page, spec: ReadySpec): Locator {
  const chains = spec.map(
    (chain) =>
      chain.reduce<Page | Locator>((scope, { roles, name, level, nth }) => {
        const byRole = roles
          .map((role) =>
            scope.getByRole(role, {
              ...(name === undefined ? {} : { name: new RegExp(name.source, name.flags) }),
              ...(level === undefined ? {} : { level }),
            }),
          )
          .reduce((all, next) => all.or(next));
        return nth === undefined ? byRole : byRole.nth(nth);
      }, page) as Locator,
  );
  return chains.reduce((all, next) => all.or(next)).first();
}

/**
 * The first visible element the spec designates in `root`, or null. Runs inside the page, so it
 * is self-contained: roles (explicit or implied by the tag), names (aria-labelledby, aria-label,
 * labels, then text content with hidden parts left out), hidden-from-assistive-technology
 * filtering and visibility (a box and not `visibility: hidden`), as Playwright reads them.
 */
export function findReady(spec: ReadySpec, root: Document): Element | null {
  const tagRoles: Record<string, string> = {
    TABLE: "table",
    TR: "row",
    DIALOG: "dialog",
    BUTTON: "button",
    H1: "heading",
    H2: "heading",
    H3: "heading",
    H4: "heading",
    H5: "heading",
    H6: "heading",
  };
  const roleOf = (el: Element): string | undefined => {
    const explicit = el.getAttribute("role")?.trim().split(/\s+/)[0];
    if (explicit) return explicit;
    if ((el.tagName === "A" || el.tagName === "AREA") && el.hasAttribute("href")) return "link";
    if (el.tagName === "INPUT") {
      const type = (el.getAttribute("type") ?? "text").toLowerCase();
      if (type === "checkbox" || type === "radio") return type;
      if (["button", "submit", "reset", "image"].includes(type)) return "button";
      return undefined;
    }
    return tagRoles[el.tagName];
  };
  const styleHidden = (el: Element) => {
    // A `display: contents` element has no box of its own, yet its children show.
    if (el.ownerDocument.defaultView?.getComputedStyle(el).display === "contents") return false;
    const checked = el as Element & { checkVisibility?: (o: object) => boolean };
    if (typeof checked.checkVisibility === "function")
      return !checked.checkVisibility({ visibilityProperty: true });
    const view = el.ownerDocument.defaultView;
    const style = view?.getComputedStyle(el);
    return style?.display === "none" || style?.visibility === "hidden";
  };
  const hiddenForAria = (el: Element) =>
    el.closest('[aria-hidden="true"]') !== null || styleHidden(el);
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !styleHidden(el);
  };
  const fromContent = new Set([
    "button",
    "cell",
    "checkbox",
    "columnheader",
    "gridcell",
    "heading",
    "link",
    "menuitem",
    "option",
    "radio",
    "row",
    "rowheader",
    "tab",
    "treeitem",
  ]);
  const inline = (el: Element) =>
    el.ownerDocument.defaultView?.getComputedStyle(el).display.startsWith("inline") ?? true;
  // The element's own label. Like Playwright, aria-labelledby counts for the named element only,
  // not for its descendants while its text is gathered (PatternFly's tree toggles point at the
  // node that contains them, which would otherwise loop).
  const labelOf = (el: Element): string | undefined => {
    const ids = el.getAttribute("aria-labelledby");
    if (ids) {
      const text = ids
        .split(/\s+/)
        .map((id) => el.ownerDocument.getElementById(id))
        .map((ref) => (ref === null ? "" : (ref.getAttribute("aria-label") ?? contentText(ref))))
        .join(" ");
      if (text.trim()) return text;
    }
    const label = el.getAttribute("aria-label");
    if (label?.trim()) return label;
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0)
      return Array.from(labels)
        .map((one) => contentText(one))
        .join(" ");
    return undefined;
  };
  const contentText = (el: Element): string => {
    let text = "";
    for (const child of Array.from(el.childNodes)) {
      if (child.nodeType === 3) text += child.textContent ?? "";
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (element.getAttribute("aria-hidden") === "true" || styleHidden(element)) continue;
      const label = element.getAttribute("aria-label");
      const part = label?.trim() ? label : contentText(element);
      text += inline(element) ? part : ` ${part} `;
    }
    return text;
  };
  const nameOf = (el: Element, role: string) => {
    const content = fromContent.has(role) ? contentText(el) : "";
    const name = labelOf(el) ?? (content.trim() ? content : (el.getAttribute("title") ?? ""));
    return name.replace(/\s+/g, " ").trim();
  };
  const levelOf = (el: Element) =>
    Number(el.getAttribute("aria-level") ?? /^H(\d)$/.exec(el.tagName)?.[1] ?? 0);
  const matches = (el: Element, { roles, name, level }: RoleStep) => {
    const role = roleOf(el);
    if (role === undefined || !(roles as string[]).includes(role)) return false;
    if (level !== undefined && levelOf(el) !== level) return false;
    if (hiddenForAria(el)) return false;
    return name === undefined || new RegExp(name.source, name.flags).test(nameOf(el, role));
  };
  for (const chain of spec) {
    let scopes: (Document | Element)[] = [root];
    for (const [index, roleStep] of chain.entries()) {
      // Enough matches to pick from: the watcher runs on every changed frame, so it stops early.
      const last = index === chain.length - 1;
      const enough =
        roleStep.nth !== undefined ? roleStep.nth + 1 : last ? 1 : Number.POSITIVE_INFINITY;
      const found: Element[] = [];
      for (const scope of scopes) {
        for (const el of Array.from(scope.querySelectorAll("*"))) {
          if (found.length >= enough) break;
          if (!found.includes(el) && matches(el, roleStep)) found.push(el);
        }
      }
      const picked =
        roleStep.nth === undefined ? found : found.slice(roleStep.nth, roleStep.nth + 1);
      scopes = picked;
      if (scopes.length === 0) break;
    }
    const first = scopes[0];
    if (first !== undefined && first !== root && visible(first as Element)) return first as Element;
  }
  return null;
}
