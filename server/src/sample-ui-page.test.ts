import { mkdtempSync, mkdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ensureSampleUiPage, sampleUiPageJarName } from "./sample-ui-page";
import { SetupError } from "./setup-error";

const savedPath = process.env.PATH;
afterEach(() => {
  process.env.PATH = savedPath;
});

describe("ensureSampleUiPage", () => {
  it("leaves a jar newer than its sources alone, without needing the JDK tools", () => {
    const home = mkdtempSync(join(tmpdir(), "gatehouse-ui-page-test-"));
    mkdirSync(join(home, "providers"));
    const jar = join(home, "providers", sampleUiPageJarName);
    writeFileSync(jar, "built");
    const future = new Date(Date.now() + 3_600_000);
    utimesSync(jar, future, future);
    process.env.PATH = "/nonexistent";
    expect(ensureSampleUiPage(home, () => undefined, "/nonexistent/jdk")).toBe(false);
    expect(statSync(jar).size).toBe(5);
  });

  it("names the missing JDK tool when the jar must be built", () => {
    const home = mkdtempSync(join(tmpdir(), "gatehouse-ui-page-test-"));
    process.env.PATH = "/nonexistent";
    expect(() => ensureSampleUiPage(home, () => undefined, "/nonexistent/jdk")).toThrow(SetupError);
    expect(() => ensureSampleUiPage(home, () => undefined, "/nonexistent/jdk")).toThrow(
      /The JDK tool "javac" is needed/,
    );
  });
});
