import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "unit:login",
    environment: "jsdom",
    include: ["src/**/*.test.ts", "test/unit/**/*.test.ts"],
  },
});
