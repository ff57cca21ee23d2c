import { describe, expect, it } from "vitest";
import { parseMessages } from "./properties";

describe("parseMessages", () => {
  it("reads keys and values, skipping comments and blank lines", () => {
    expect(parseMessages("# area\n\ntryAgain=Try again\n! note\nreload: Reload\n")).toEqual({
      tryAgain: "Try again",
      reload: "Reload",
    });
  });

  it("decodes escapes and joins continuation lines", () => {
    expect(parseMessages("a=caf\\u00e9\\nnext\nb=first \\\n    second\nc=back\\\\slash")).toEqual({
      a: "café\nnext",
      b: "first second",
      c: "back\\slash",
    });
  });
});
