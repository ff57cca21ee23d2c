import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withProgress } from "./progress";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const steps = { start: "Fetching Keycloak…", still: "still fetching", done: "fetched" };

describe("withProgress", () => {
  it("says what starts, every 5 seconds that it is still going, and when it ended", async () => {
    const lines: string[] = [];
    let finish: (value: string) => void = () => undefined;
    const running = withProgress(
      (line) => lines.push(line),
      steps,
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    await vi.advanceTimersByTimeAsync(12_000);
    finish("zip");
    await expect(running).resolves.toBe("zip");
    expect(lines).toEqual([
      "Fetching Keycloak…",
      "  … still fetching (5 s)",
      "  … still fetching (10 s)",
      "  fetched in 12 s",
    ]);
  });

  it("adds what the step can tell about its progress", async () => {
    const lines: string[] = [];
    let megabytes = 0;
    const running = withProgress(
      (line) => lines.push(line),
      { ...steps, detail: () => (megabytes > 0 ? `${String(megabytes)} MB so far` : undefined) },
      () => new Promise<void>((resolve) => setTimeout(resolve, 10_500)),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    megabytes = 42;
    await vi.advanceTimersByTimeAsync(5_500);
    await running;
    expect(lines.slice(1, 3)).toEqual([
      "  … still fetching (5 s)",
      "  … still fetching (10 s, 42 MB so far)",
    ]);
  });

  it("stops talking when the step fails, and passes the failure on", async () => {
    const lines: string[] = [];
    const running = withProgress(
      (line) => lines.push(line),
      steps,
      () =>
        new Promise<void>((_, reject) =>
          setTimeout(() => {
            reject(new Error("Maven Central is unreachable"));
          }, 6_000),
        ),
    );
    const failed = expect(running).rejects.toThrow("Maven Central is unreachable");
    await vi.advanceTimersByTimeAsync(30_000);
    await failed;
    expect(lines).toEqual(["Fetching Keycloak…", "  … still fetching (5 s)"]);
  });

  it("rewrites one status line in place on a terminal, and clears it before the next line", async () => {
    const output: string[] = [];
    const running = withProgress(
      (line) => output.push(`${line}\n`),
      steps,
      () => new Promise<void>((resolve) => setTimeout(resolve, 11_000)),
      { rewrite: (text) => output.push(text) },
    );
    await vi.advanceTimersByTimeAsync(11_000);
    await running;
    expect(output.join("")).toBe(
      "Fetching Keycloak…\n" +
        "\r\x1b[K  … still fetching (5 s)" +
        "\r\x1b[K  … still fetching (10 s)" +
        "\r\x1b[K  fetched in 11 s\n",
    );
  });
});
