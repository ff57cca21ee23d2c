// @ts-check
import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { boundariesPlugin } from "./eslint-rules/layer-boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-theme/**",
      ".cache/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["eslint.config.js"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { gatehouse: boundariesPlugin },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // app → features → shared, never backwards, and no feature imports another.
      "gatehouse/layer-boundaries": ["error", { root: `${import.meta.dirname}/console/src` }],
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ["console/src/**/*.{ts,tsx}", "console/test/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "@tanstack/query": pluginQuery },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  {
    files: ["console/src/**/*.{ts,tsx}"],
    ignores: ["console/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*"], message: "The console runs in the browser: no Node modules." },
            {
              group: ["@testing-library/*"],
              message: "Tests import from console/test/render instead.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        {
          name: "fetch",
          message: "Go through the admin client (shared/api); no fetch in the console.",
        },
      ],
    },
  },
  {
    files: ["packages/login/src/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Playwright fixtures declare their dependencies with an object pattern, empty when there are none.
    files: ["e2e/**/*.ts", "bench/**/*.ts", "packages/*/test/e2e/**/*.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
