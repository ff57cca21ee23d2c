import { describe, expect, it, vi } from "vitest";
import { createMessageLoader, messageLoading } from "./message-loader";

describe("createMessageLoader", () => {
  it("retries a failed read up to 5 times, waiting 350 ms and doubling", async () => {
    const waits: number[] = [];
    const source = vi.fn(() => Promise.reject(new Error("offline")));
    const load = createMessageLoader(source, {
      wait: (milliseconds) => {
        waits.push(milliseconds);
        return Promise.resolve();
      },
    });
    await expect(load("master", "de")).rejects.toThrow("offline");
    expect(source).toHaveBeenCalledTimes(1 + messageLoading.maxRetries);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it("returns the messages of the first successful try", async () => {
    const source = vi
      .fn<(realm: string, language: string) => Promise<Record<string, string>>>()
      .mockRejectedValueOnce(new Error("busy"))
      .mockResolvedValueOnce({ tryAgain: "Erneut versuchen" });
    const load = createMessageLoader(source, { wait: () => Promise.resolve() });
    await expect(load("acme", "de")).resolves.toEqual({ tryAgain: "Erneut versuchen" });
    expect(source).toHaveBeenCalledWith("acme", "de");
  });

  it("runs at most 10 reads at once and starts queued ones as others finish", async () => {
    let running = 0;
    let mostAtOnce = 0;
    const pending: (() => void)[] = [];
    const source = () =>
      new Promise<Record<string, string>>((resolve) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        pending.push(() => {
          running--;
          resolve({});
        });
      });
    const load = createMessageLoader(source);
    const reads = Array.from({ length: 25 }, (_, index) => load(`realm-${index}`, "en"));
    await vi.waitFor(() => {
      expect(pending).toHaveLength(10);
    });
    for (let completed = 0; completed < reads.length; completed++) {
      await vi.waitFor(() => {
        expect(pending.length).toBeGreaterThan(0);
      });
      pending.shift()?.();
    }
    await Promise.all(reads);
    expect(mostAtOnce).toBe(10);
  });

  it("frees the reading slot while a failed read waits for its retry", async () => {
    const order: string[] = [];
    let failFirst = true;
    let releaseWait: () => void = () => undefined;
    const source = (realm: string) => {
      order.push(realm);
      if (realm === "a" && failFirst) {
        failFirst = false;
        return Promise.reject(new Error("flaky"));
      }
      return Promise.resolve({});
    };
    const load = createMessageLoader(source, {
      maxParallel: 1,
      wait: () =>
        new Promise<void>((resolve) => {
          releaseWait = resolve;
        }),
    });
    const first = load("a", "en");
    const second = load("b", "en");
    await second;
    expect(order).toEqual(["a", "b"]);
    releaseWait();
    await first;
    expect(order).toEqual(["a", "b", "a"]);
  });
});
