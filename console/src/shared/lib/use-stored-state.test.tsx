import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useStoredState } from "./use-stored-state";

describe("useStoredState", () => {
  it("starts from the fallback and persists changes as JSON", () => {
    const { result } = renderHook(() => useStoredState("pageSize", 10));
    expect(result.current[0]).toBe(10);
    act(() => {
      result.current[1](20);
    });
    expect(result.current[0]).toBe(20);
    expect(localStorage.getItem("pageSize")).toBe("20");
  });

  it("reads a stored value and accepts an updater function", () => {
    localStorage.setItem("helpEnabled", "false");
    const { result } = renderHook(() => useStoredState("helpEnabled", true));
    expect(result.current[0]).toBe(false);
    act(() => {
      result.current[1]((previous) => !previous);
    });
    expect(localStorage.getItem("helpEnabled")).toBe("true");
  });

  it("falls back when the stored value is not JSON", () => {
    localStorage.setItem("recentRealms", "{broken");
    const { result } = renderHook(() => useStoredState<string[]>("recentRealms", []));
    expect(result.current[0]).toEqual([]);
  });
});
