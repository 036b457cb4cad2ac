import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { configDefaults, defineConfig, type Plugin } from "vitest/config";

/** YAML content imports as plain data, as `yaml-loader` gives it to the build (next.config.ts). */
const yamlContent: Plugin = {
  name: "yaml-content",
  transform(source, id) {
    if (!id.endsWith(".yaml")) return null;
    return { code: `export default ${JSON.stringify(parse(source))};`, map: null };
  },
};

export default defineConfig({
  plugins: [yamlContent],
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["{lib,content,components,scripts,keystatic}/**/*.test.{ts,tsx}"],
    // Builds a copy of the site (minutes): its own step of npm test (vitest.fuzz.config.ts).
    exclude: [...configDefaults.exclude, "**/*.export.test.ts"],
    environment: "node",
    // Worker threads instead of the default child processes: the suite runs faster on a two-core
    // machine (docs/performance.md#the-test-suites-time).
    pool: "threads",
    // Tests that read every content file or write through the editor's API take a few seconds on
    // a busy two-core machine, past Vitest's 5 s default.
    testTimeout: 30_000,
  },
});
