import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { devEnvironmentPlugin } from "./scripts/dev-environment-plugin";

export default defineConfig({
  // Relative asset URLs: the theme serves the files under a versioned resource path that is
  // only known at run time, and the lazy chunks resolve against their importer's URL.
  base: "./",
  plugins: [react(), devEnvironmentPlugin()],
  resolve: {
    // Workspace packages expose their TypeScript sources under the "source" condition.
    conditions: ["source", ...defaultClientConditions],
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    target: "es2022",
    chunkSizeWarningLimit: 1500,
  },
  server: { port: 5173, strictPort: true },
});
