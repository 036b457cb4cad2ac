// Lets the specs import content YAML as the build does (next.config.ts, vitest.config.ts): Node's
// module hooks turn a `.yaml` file into a module whose default export is its data.
import { readFile } from "node:fs/promises";
import { parse } from "yaml";

export async function load(url, context, nextLoad) {
  if (!url.endsWith(".yaml")) return nextLoad(url, context);
  const source = await readFile(new URL(url), "utf8");
  return {
    format: "module",
    source: `export default ${JSON.stringify(parse(source))};`,
    shortCircuit: true,
  };
}
