import { describe, expect, it } from "vitest";
import { rowWindow } from "./use-row-window";

describe("rowWindow", () => {
  it("renders the rows in view plus the overscan below at the top", () => {
    expect(rowWindow(5000, 50, 0, 500, 10)).toEqual({
      start: 0,
      end: 21,
      spaceAbove: 0,
      spaceBelow: 4979 * 50,
    });
  });

  it("keeps the overscan on both sides in the middle", () => {
    expect(rowWindow(5000, 50, 100_000, 500, 10)).toEqual({
      start: 1990,
      end: 2021,
      spaceAbove: 1990 * 50,
      spaceBelow: 2979 * 50,
    });
  });

  it("stops at the last row", () => {
    const window = rowWindow(100, 50, 4800, 500, 10);
    expect(window.end).toBe(100);
    expect(window.spaceBelow).toBe(0);
  });

  it("handles short lists and odd scroll values", () => {
    expect(rowWindow(3, 50, -20, 500, 10)).toEqual({
      start: 0,
      end: 3,
      spaceAbove: 0,
      spaceBelow: 0,
    });
    expect(rowWindow(0, 50, 0, 500, 10)).toEqual({
      start: 0,
      end: 0,
      spaceAbove: 0,
      spaceBelow: 0,
    });
  });
});
