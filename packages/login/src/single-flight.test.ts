import { describe, expect, it } from "vitest";
import { SingleFlight } from "./single-flight.js";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("SingleFlight", () => {
  it("gives concurrent callers the one running task's result", async () => {
    const flight = new SingleFlight<number>();
    const task = deferred<number>();
    let started = 0;
    const run = () =>
      flight.run(() => {
        started += 1;
        return task.promise;
      });
    const results = Promise.all([run(), run(), run()]);
    expect(flight.running).toBe(true);
    task.resolve(7);
    await expect(results).resolves.toEqual([7, 7, 7]);
    expect(started).toBe(1);
    expect(flight.running).toBe(false);
  });

  it("gives every waiter the same error and starts afresh afterwards", async () => {
    const flight = new SingleFlight<number>();
    const task = deferred<number>();
    const first = flight.run(() => task.promise);
    const second = flight.run(() => Promise.resolve(1));
    const failure = new Error("refresh failed");
    task.reject(failure);
    await expect(first).rejects.toBe(failure);
    await expect(second).rejects.toBe(failure);
    await expect(flight.run(() => Promise.resolve(2))).resolves.toBe(2);
  });
});
