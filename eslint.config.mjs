import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** lib/ is pure logic, tests included: React, Next and components live in components/ and app/. */
const noReactInLib = {
  // `@/components/...`, or the same reached by a relative path out of lib/<room>/.
  regex: "^(react|react-dom|next)(/.*)?$|^(@/|(\\.\\./){2,})(components|app)/",
  allowTypeImports: true,
  message: "lib/ holds logic without React: put this in components/ (hooks in components/hooks/).",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message:
                "Its icons are client components that hydrate; draw icons with <Icon> from @/components/ui/icon (docs/dependencies.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [noReactInLib] }],
      "no-restricted-syntax": [
        "error",
        { selector: "JSXElement, JSXFragment", message: noReactInLib.message },
      ],
    },
  },
  {
    // lib/ is pure logic: content comes in as arguments. Tests and their fixtures may read it.
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/**/*.test.{ts,tsx}", "lib/**/*.fixture.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            noReactInLib,
            {
              regex: "^(@/|(\\.\\./){2,})content/",
              allowTypeImports: true,
              message: "Pass the content in as an argument; types may be imported.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // CommonJS config files (lighthouserc.cjs) load their helpers with require().
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    ".lighthouseci/**",
    // The benchmark's floor, a hello-world export (scripts/bench-floor.mjs).
    ".bench/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
