import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "unit:admin-client",
    environment: "node",
    include: ["src/**/*.test.ts", "test/unit/**/*.test.ts"],
  },
});
