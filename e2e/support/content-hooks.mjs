// Node module hooks for the specs: content files import as the build reads them
// (next.config.ts turbopack.rules, vitest.config.ts): *.yaml as data (YAML 1.2), *.md?raw as text.
import { readFile } from "node:fs/promises";
import { parse } from "yaml";

const root = new URL("../../", import.meta.url);

/** `@/content/x.md?raw`: the `@/*` path alias (tsconfig.json) with a query the specs' resolver keeps out. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith("@/") && specifier.endsWith("?raw")) {
    return { url: new URL(specifier.slice(2), root).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  const { pathname, search, protocol } = new URL(url);
  if (protocol === "file:" && pathname.endsWith(".yaml")) {
    const data = parse(await readFile(new URL(url), "utf8"));
    return {
      format: "module",
      source: `export default ${JSON.stringify(data)};`,
      shortCircuit: true,
    };
  }
  if (protocol === "file:" && pathname.endsWith(".md") && search === "?raw") {
    const text = await readFile(new URL(url.replace(/\?raw$/, "")), "utf8");
    return {
      format: "module",
      source: `export default ${JSON.stringify(text)};`,
      shortCircuit: true,
    };
  }
  return nextLoad(url, context);
}
