import { describe, expect, it } from "vitest";
import { sessionSlices } from "./session-slices";

describe("sessionSlices", () => {
  it("takes a page wholly within the regular sessions from them alone", () => {
    expect(sessionSlices(0, 11, 30)).toEqual({
      regular: { first: 0, max: 11 },
      offline: undefined,
    });
  });

  it("fills a page that crosses the end of the regular sessions with the first offline ones", () => {
    expect(sessionSlices(20, 11, 25)).toEqual({
      regular: { first: 20, max: 5 },
      offline: { first: 0, max: 6 },
    });
  });

  it("takes a page past the regular sessions from the offline ones, counted from their start", () => {
    expect(sessionSlices(40, 11, 25)).toEqual({
      regular: undefined,
      offline: { first: 15, max: 11 },
    });
    expect(sessionSlices(0, 11, 0)).toEqual({ regular: undefined, offline: { first: 0, max: 11 } });
  });
});
