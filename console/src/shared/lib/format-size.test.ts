import { describe, expect, it } from "vitest";
import { formatSize } from "./format-size";

describe("formatSize", () => {
  it("shows small sizes in bytes and larger ones in decimal units", () => {
    expect(formatSize(0, "en")).toBe("0 bytes");
    expect(formatSize(999, "en")).toBe("999 bytes");
    expect(formatSize(1536, "en")).toBe("1.5 kB");
    expect(formatSize(3_000_000, "en")).toBe("3 MB");
  });

  it("formats numbers in the given language", () => {
    expect(formatSize(1536, "de")).toBe("1,5 kB");
  });
});
