import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: "unit:console",
      environment: "jsdom",
      setupFiles: ["./test/setup.ts"],
      include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
      css: false,
      // Files share a worker's page and modules; test/setup.ts puts back what a file changed.
      isolate: false,
      // Rendering PatternFly in jsdom is slow on a busy two-core machine.
      testTimeout: 30_000,
      // PatternFly's class-name maps import their CSS; inlined, Vite drops it instead of Node failing on it.
      server: { deps: { inline: [/@patternfly\/react-styles/] } },
    },
  }),
);
