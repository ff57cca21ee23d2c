import { describe, expect, it } from "vitest";
import { isHexColour, pickerColour, readableTextOn, relativeLuminance } from "./colour";

describe("hexadecimal colours", () => {
  it.each(["#abc", "#ABC", "#a1b2c3", " #00ff00 "])("accepts %j", (text) => {
    expect(isHexColour(text)).toBe(true);
  });

  it.each(["", "abc", "#ab", "#abcd", "#abcdefa", "#ggg", "red", "#12345g"])(
    "refuses %j",
    (text) => {
      expect(isHexColour(text)).toBe(false);
    },
  );

  it("gives the native picker six lower-case digits, or the fallback for a half-typed value", () => {
    expect(pickerColour("#AbC")).toBe("#aabbcc");
    expect(pickerColour("#A1B2C3")).toBe("#a1b2c3");
    expect(pickerColour("#a1")).toBe("#000000");
    expect(pickerColour("", "#ffffff")).toBe("#ffffff");
  });

  it("measures luminance and picks legible text", () => {
    expect(relativeLuminance("#fff")).toBeCloseTo(1);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("nope")).toBeUndefined();
    expect(readableTextOn("#ffffff")).toBe("#000000");
    expect(readableTextOn("#0066cc")).toBe("#ffffff");
    expect(readableTextOn("#ffcc00")).toBe("#000000");
  });
});
