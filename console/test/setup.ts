import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// PatternFly pages render slowly in jsdom on a busy two-core machine: wait for them generously.
configure({ asyncUtilTimeout: 20_000 });

// jsdom does no layout; the code editor (CodeMirror) measures text ranges wherever a form shows
// it, so ranges report empty boxes.
Range.prototype.getClientRects = (): DOMRectList => Object.assign([], { item: () => null });
Range.prototype.getBoundingClientRect = () => new DOMRect();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
