import { defineConfig } from "vitest/config";
import unit from "./vitest.config";

/**
 * The content fuzz test's export half (npm run test:fuzz, in npm test): one build of a copy of the
 * site with hostile text in every field the build accepts, then every page, feed and image of its
 * export read. Minutes, so apart from the unit tests; same YAML loader and @/ alias.
 */
export default defineConfig({
  plugins: unit.plugins,
  resolve: unit.resolve,
  test: {
    include: ["content/content-fuzz.export.test.ts"],
    environment: "node",
    testTimeout: 30 * 60_000,
    hookTimeout: 30 * 60_000,
  },
});
