// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { elapsed, watchReadiness, actionEvents, type WatchRecord } from "./measure";
import { findReady, namePattern, step, type ReadySpec } from "./readiness";
import { startingWith } from "./selectors/console-ui";

// jsdom lays nothing out: every element gets a box unless it is marked as empty.
beforeEach(() => {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const size = this.hasAttribute("data-no-box") ? 0 : 10;
    return { width: size, height: size } as DOMRect;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const render = (html: string) => {
  document.body.innerHTML = html;
};

const usersGrid: ReadySpec = [[step("grid", "Users"), step("row", undefined, { nth: 1 })]];

describe("findReady", () => {
  it("waits for the grid's second row: the header row alone is not ready", () => {
    render(`<table role="grid" aria-label="Users"><tr><th>Username</th></tr></table>`);
    expect(findReady(usersGrid, document)).toBeNull();

    render(
      `<table role="grid" aria-label="Users"><tr><th>Username</th></tr><tr id="r"><td>user-1</td></tr></table>`,
    );
    expect(findReady(usersGrid, document)?.id).toBe("r");
  });

  it("ignores a grid with another name and rows hidden from assistive technology", () => {
    render(`
      <table role="grid" aria-label="Groups"><tr><th>Name</th></tr><tr><td>g</td></tr></table>
      <div aria-hidden="true"><table role="grid" aria-label="Users"><tr><th>U</th></tr><tr><td>u</td></tr></table></div>`);
    expect(findReady(usersGrid, document)).toBeNull();
  });

  it("does not count an element without a box or styled invisible", () => {
    const spec = [[step("link", "user-1", { exact: true })]];
    render(`<a href="#" data-no-box>user-1</a>`);
    expect(findReady(spec, document)).toBeNull();
    render(`<a href="#" style="visibility: hidden">user-1</a>`);
    expect(findReady(spec, document)).toBeNull();
    render(`<a href="#" id="l">user-1</a>`);
    expect(findReady(spec, document)?.id).toBe("l");
  });

  it("names a tree item from its text and its children's labels, without looping on a toggle labelled by its container", () => {
    render(`
      <ul role="tree"><li role="treeitem" id="t">
        <div id="label-1"><button aria-labelledby="label-1"><svg aria-hidden="true"></svg></button>
        <button><div style="display: contents"><span>a-wide-group</span></div></button></div>
        <button aria-label="Actions"></button>
      </li></ul>`);
    const spec = [[step("treeitem", startingWith("a-wide-group"), { nth: 0 })]];
    expect(findReady(spec, document)?.id).toBe("t");
    expect(findReady([[step("treeitem", /^a-wide-group Actions$/)]], document)?.id).toBe("t");
  });

  it("matches text exactly or as a case-insensitive part, as Playwright's getByRole does", () => {
    render(`<button id="b">Assign  role</button>`);
    expect(findReady([[step("button", "assign role")]], document)?.id).toBe("b");
    expect(findReady([[step("button", "assign role", { exact: true })]], document)).toBeNull();
    expect(findReady([[step("button", "Assign role", { exact: true })]], document)?.id).toBe("b");
  });

  it("tells heading levels apart", () => {
    render(`<h2>Welcome to bench</h2>`);
    const spec = [[step("heading", /welcome to bench/i, { level: 1 })]];
    expect(findReady(spec, document)).toBeNull();
    render(`<h1 id="h">Welcome to bench</h1>`);
    expect(findReady(spec, document)?.id).toBe("h");
  });

  it("takes the first alternative that shows: check boxes named by their labels in a dialog", () => {
    render(
      `<div role="dialog"><label for="c">Select role-1</label><input type="checkbox" id="c"></div>`,
    );
    const spec = [
      [step("dialog"), step("row", /role-\d/, { nth: 0 })],
      [step("dialog"), step("checkbox", /role-\d/, { nth: 0 })],
    ];
    expect(findReady(spec, document)?.id).toBe("c");
  });
});

describe("namePattern", () => {
  it("turns text into a pattern, exact or contained in any case, and keeps regular expressions", () => {
    expect(namePattern("a.b", true)).toEqual({ source: "^a\\.b$", flags: "" });
    expect(namePattern("Users")).toEqual({ source: "Users", flags: "i" });
    expect(namePattern(/^x/i)).toEqual({ source: "^x", flags: "i" });
  });
});

describe("watchReadiness", () => {
  let frames: FrameRequestCallback[] = [];
  const runFrame = () => {
    const pending = frames;
    frames = [];
    for (const callback of pending) callback(0);
  };
  const record = (): WatchRecord =>
    (window as unknown as Record<string, WatchRecord | undefined>).__test ?? {};

  beforeEach(() => {
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
  });

  it("starts at the action's first input event and stops on the first frame the element shows", async () => {
    render(`<input aria-label="Search">`);
    const spec = [[step("link", "user-7", { exact: true })]];
    watchReadiness(findReady, spec, "__test", false, actionEvents);
    runFrame();
    expect(record().start).toBeUndefined();

    const before = performance.now();
    document.querySelector("input")?.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    const started = record().start;
    document.querySelector("input")?.dispatchEvent(new Event("input"));
    expect(started).toBeGreaterThanOrEqual(before);
    expect(record().start).toBe(started);
    runFrame();
    expect(record().readyAt).toBeUndefined();

    document.body.insertAdjacentHTML("beforeend", `<a href="#">user-7</a>`);
    await Promise.resolve(); // the mutation observer reports in a microtask
    runFrame();
    const { start, readyAt } = elapsed(record());
    expect(readyAt).toBeGreaterThanOrEqual(start);
    expect(frames).toHaveLength(0);
  });

  it("with a hash, starts the clock itself and moves the page there", () => {
    watchReadiness(findReady, [[step("button", "x")]], "__test", true, actionEvents, "#/r/users");
    expect(record().start).toBeTypeOf("number");
    expect(window.location.hash).toBe("#/r/users");
  });
});

describe("elapsed", () => {
  it("refuses a record without a start, without an end, or with the watcher's error", () => {
    expect(() => elapsed({ readyAt: 5 })).toThrow(/no input event/);
    expect(() => elapsed({ start: 5 })).toThrow(/never saw/);
    expect(() => elapsed({ start: 5, error: "boom" })).toThrow(/boom/);
    expect(elapsed({ start: 5, readyAt: 9 })).toEqual({ start: 5, readyAt: 9 });
  });
});
