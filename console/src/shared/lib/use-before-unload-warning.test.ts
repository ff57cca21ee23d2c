import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { allowPageUnload, useBeforeUnloadWarning } from "./use-before-unload-warning";

function unload(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("useBeforeUnloadWarning", () => {
  it("asks before the page unloads only while active, and not when told to let it go", () => {
    let letThrough = false;
    const { rerender, unmount } = renderHook(
      ({ active }) => {
        useBeforeUnloadWarning(active, () => !letThrough);
      },
      { initialProps: { active: false } },
    );
    expect(unload()).toBe(false);
    rerender({ active: true });
    expect(unload()).toBe(true);
    letThrough = true;
    expect(unload()).toBe(false);
    letThrough = false;
    unmount();
    expect(unload()).toBe(false);
  });

  // Last: the page stays free to go for the rest of this file.
  it("lets the sign-in redirect through even while a form is changed", () => {
    renderHook(() => {
      useBeforeUnloadWarning(true);
    });
    expect(unload()).toBe(true);
    allowPageUnload();
    expect(unload()).toBe(false);
  });
});
