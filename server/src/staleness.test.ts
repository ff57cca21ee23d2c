import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isOutputStale, modificationTimes } from "./staleness";

describe("isOutputStale", () => {
  it("builds when the output is missing", () => {
    expect(isOutputStale(undefined, [])).toBe(true);
    expect(isOutputStale(undefined, [1_000])).toBe(true);
  });

  it("builds when any source changed after the output was made", () => {
    expect(isOutputStale(2_000, [1_000, 2_500])).toBe(true);
  });

  it("keeps an output that is as new as or newer than every source", () => {
    expect(isOutputStale(2_000, [1_000, 2_000])).toBe(false);
    expect(isOutputStale(2_000, [])).toBe(false);
  });
});

describe("modificationTimes", () => {
  const at = (path: string, seconds: number) => {
    utimesSync(path, seconds, seconds);
  };

  it("reads files at any depth and the folders themselves, skipping ignored files and missing paths", () => {
    const root = mkdtempSync(join(tmpdir(), "gatehouse-staleness-"));
    try {
      mkdirSync(join(root, "src", "deep"), { recursive: true });
      writeFileSync(join(root, "src", "deep", "page.tsx"), "");
      writeFileSync(join(root, "src", "deep", "page.test.tsx"), "");
      writeFileSync(join(root, "index.html"), "");
      at(join(root, "src", "deep", "page.tsx"), 300);
      at(join(root, "src", "deep", "page.test.tsx"), 900);
      at(join(root, "src", "deep"), 200);
      at(join(root, "src"), 100);
      at(join(root, "index.html"), 400);
      const times = modificationTimes(
        [join(root, "src"), join(root, "index.html"), join(root, "missing")],
        (name) => name.endsWith(".test.tsx"),
      );
      expect(times.sort()).toEqual([100_000, 200_000, 300_000, 400_000]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
