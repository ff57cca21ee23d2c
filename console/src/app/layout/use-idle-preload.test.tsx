import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { useIdlePreload } from "./use-idle-preload";

const routeWith = (load: () => Promise<unknown>, preloadWhenIdle: boolean): AppRoute => ({
  name: "some-page",
  path: "/:realm/some",
  access: "anyone",
  Page: lazyPage(load, () => () => null),
  preloadWhenIdle,
});

describe("useIdlePreload", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fetches the code of marked pages once the shell has been idle, and only theirs", async () => {
    const marked = vi.fn(() => Promise.resolve({}));
    const unmarked = vi.fn(() => Promise.resolve({}));
    renderHook(() => {
      useIdlePreload([routeWith(marked, true), routeWith(unmarked, false)]);
    });
    expect(marked).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(marked).toHaveBeenCalledTimes(1);
    expect(unmarked).not.toHaveBeenCalled();
  });

  it("does nothing when the console is left before the delay", async () => {
    const marked = vi.fn(() => Promise.resolve({}));
    const { unmount } = renderHook(() => {
      useIdlePreload([routeWith(marked, true)]);
    });
    unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(marked).not.toHaveBeenCalled();
  });
});

describe("lazyPage", () => {
  it("loads the module once, whether preloaded or visited", async () => {
    const load = vi.fn(() => Promise.resolve({ Page: () => null }));
    const Page = lazyPage(load, (module) => module.Page);
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
