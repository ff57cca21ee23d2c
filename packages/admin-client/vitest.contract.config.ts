import { defineConfig } from "vitest/config";

// Contract tests talk to a real Keycloak (KEYCLOAK_URL, default http://localhost:8080).
// `npm run test:server` starts one when none answers.
export default defineConfig({
  test: {
    name: "contract:admin-client",
    environment: "node",
    include: ["test/contract/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
