// The project's TypeScript modules (which import YAML and use the @/ alias) for a Node script:
// Vite's module runner loads them with the test runner's config (vitest.config.ts), as Vitest does.
import { runnerImport } from "vite";

let config;

/** The module at `file` (`./content/content-health.ts`), run as the tests run it. */
export async function loadProjectModule(file) {
  config ??= (await runnerImport("./vitest.config.ts")).module.default;
  const inline = { plugins: config.plugins, resolve: config.resolve, logLevel: "error" };
  return (await runnerImport(file, inline)).module;
}
