import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
