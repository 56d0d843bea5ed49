// ESLint: TypeScript, React hooks and accessibility rules for all source, tests and scripts.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/**",
      "mcp/dist/**",
      ".cache/**",
      "node_modules/**",
      "src/gatsby-types.d.ts",
      "test-results/**",
      "playwright-report/**",
      ".tmp/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      // Its dependencies are checked like useLayoutEffect's (src/state/isomorphic-layout-effect.ts).
      "react-hooks/exhaustive-deps": ["warn", { additionalHooks: "^useIsomorphicLayoutEffect$" }],
      ...jsxA11y.configs.strict.rules,
      "react/prop-types": "off",
      "react/no-danger": "off",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // A function reads top to bottom in one screen; a longer one is several functions waiting to be named.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["**/__tests__/**", "e2e/**", "e2e-develop/**", "src/gatsby-types.d.ts"],
    rules: {
      "max-lines-per-function": ["error", { max: 100 }],
      // A cast through unknown tells the compiler to stop checking: type the value instead (tests may, to build odd inputs).
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
          message: "No cast through unknown (`as unknown as T`): give the value its type where it is made.",
        },
      ],
    },
  },
  {
    // The OpenAPI plugin is used only through its public entry, plugins/gatsby-source-openapi/index.ts.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["plugins/gatsby-source-openapi/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/gatsby-source-openapi/src", "**/gatsby-source-openapi/src/**", "**/gatsby-source-openapi/gatsby-node"],
              message:
                "Import the OpenAPI plugin through its public entry (plugins/gatsby-source-openapi), which exports its node types, records and loaders.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call a `use` function that is not React's.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Benchmarks print their figures to stdout.
    files: ["bench/**"],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.cjs", "plugins/*/index.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
