/** Runs one task at a time: callers that arrive while it runs share its result. */
export class SingleFlight<T> {
  #pending: Promise<T> | undefined;

  run(task: () => Promise<T>): Promise<T> {
    if (this.#pending !== undefined) return this.#pending;
    const pending = task().finally(() => {
      this.#pending = undefined;
    });
    this.#pending = pending;
    return pending;
  }

  get running(): boolean {
    return this.#pending !== undefined;
  }
}
