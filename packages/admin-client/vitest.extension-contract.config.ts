import { defineConfig } from "vitest/config";

// Contract tests of third-party server extensions: they need a Keycloak that runs the extension
// (see README.md, Tests), which the default server and CI do not, so neither the root project
// list nor `npm run test:contract` picks them up.
export default defineConfig({
  test: {
    name: "extension-contract:admin-client",
    environment: "node",
    include: ["test/extension-contract/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
