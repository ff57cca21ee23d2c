// @ts-check
import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { adminClientCallsPlugin } from "./eslint-rules/admin-client-calls.js";
import { boundariesPlugin } from "./eslint-rules/layer-boundaries.js";

/** The project's own rules, tested with RuleTester beside each rule. */
const gatehouse = { rules: { ...boundariesPlugin.rules, ...adminClientCallsPlugin.rules } };

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
    plugins: { gatehouse },
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
    files: ["console/src/**/*.{ts,tsx}"],
    ignores: ["console/src/**/*.test.{ts,tsx}"],
    rules: {
      // Admin-client calls live in the data layer, where queries and mutations own the cache keys,
      // stale times and invalidation; components only pass the client along.
      "gatehouse/admin-client-calls": ["error", { root: `${import.meta.dirname}/console/src` }],
    },
  },
  {
    // A file over 400 lines of code holds more than one idea; split it into cohesive modules.
    // Tests too: a long test file hides which behaviour is covered where.
    files: ["**/*.{ts,tsx}"],
    // Data tables (`*.data.ts`) are lists, not logic: splitting one does not make it easier to read.
    ignores: ["**/*.data.ts"],
    rules: { "max-lines": ["error", { max: 400, skipBlankLines: true, skipComments: true }] },
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
