import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
    // lib/ is pure logic: content comes in as arguments.
    files: ["lib/**/*.{ts,tsx}"],
    // Tests and their fixtures may read the real content.
    ignores: ["lib/**/*.test.{ts,tsx}", "lib/**/*.fixture.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/content/*"],
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
