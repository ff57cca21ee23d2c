import { defineConfig } from "vitest/config";

export default defineConfig({
  // Resolved from this folder whether run on its own or as a project of the root configuration.
  root: import.meta.dirname,
  test: {
    name: "unit:bench",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
