import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest leaves one core to its main process, which on two cores runs the files one at a
    // time. Much of a component test is waiting (timers, user events, the fake server), so one
    // worker per core, at least two, fills the cores: the unit layer took 18.7 min with one worker
    // and 11.2 min with two on a two-core machine.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      "packages/login/vitest.config.ts",
      "packages/admin-client/vitest.config.ts",
      "packages/admin-client/vitest.contract.config.ts",
      "console/vitest.config.ts",
      "server/vitest.config.ts",
      "bench/vitest.config.ts",
      { test: { name: "unit:tools", environment: "node", include: ["eslint-rules/**/*.test.js"] } },
    ],
  },
});
