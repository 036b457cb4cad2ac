// The content health report (lib/content-health/content-health.ts): what in content/ needs a person.
//   npm run content:check     prints it. Exit 0; 1 when CONTENT_CHECK_STRICT=1 and it lists
//                             something blocking (or the variable is misspelt); 2 when the
//                             content cannot be read (the message names the file and field).
//   ... content-check.mjs --build   the end of `npm run build`: the same report. Not being able
//                             to make it is printed, and fails the build only when strict.
// The content modules are TypeScript that imports YAML: scripts/project-module.mjs loads them.
import nextEnv from "@next/env";
import { loadProjectModule as load } from "./project-module.mjs";

const build = process.argv.includes("--build");

// The environment `next build` sees: its .env files, in production (drafts left out).
nextEnv.loadEnvConfig(process.cwd(), false, { info() {}, error: console.error });
process.env.NODE_ENV = "production";

const health = await load("./lib/content-health/content-health.ts");
let strict;
try {
  strict = health.strictMode(process.env[health.STRICT_VARIABLE]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

try {
  const { contentHealth } = await load("./content/content-health.ts");
  const { today, items } = contentHealth();
  console.log(`${build ? "\n" : ""}${health.formatHealthReport(items, { today, strict })}`);
  process.exitCode = health.healthExitCode(items, strict);
} catch (error) {
  console.error(`The content check could not read the content: ${error?.message ?? error}`);
  process.exitCode = build && !strict ? 0 : 2;
}
