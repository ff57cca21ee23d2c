import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "unit:server",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
