import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { devEnvironmentPlugin } from "./scripts/dev-environment-plugin";
import { trimPatternflyCss } from "./scripts/trim-patternfly-css";

export default defineConfig({
  // Relative asset URLs: the theme serves the files under a versioned resource path that is
  // only known at run time, and the lazy chunks resolve against their importer's URL.
  base: "./",
  plugins: [react(), devEnvironmentPlugin(), trimPatternflyCss()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first screen loads anyway, as one script and one stylesheet rather than a
            // score of small files that each cost a request before the first paint.
            { name: "start", tags: ["$initial"], priority: 2 },
            // PatternFly components that many pages use (tables, tabs, labels…), together: a page
            // then costs a request or two, not one per component. Rarer ones stay with their page.
            {
              name: "patternfly",
              test: /node_modules[\\/]@patternfly[\\/]/,
              minShareCount: 5,
              priority: 1,
            },
            // The console's own modules that several pages share (form controls, table parts,
            // queries), together: each is small, and a page that needs five of them should not
            // wait for five requests.
            { name: "shared", test: /[\\/]console[\\/]src[\\/]/, minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
});
