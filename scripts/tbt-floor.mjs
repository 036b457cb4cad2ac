#!/usr/bin/env node
// A measuring stick for total blocking time (README, "Performance benchmark"): every page of the
// export rebuilt as a Next.js app of the same version whose pages are the exported HTML and
// nothing else. The same elements, text, stylesheet, font and below-the-fold boundaries, so
// React hydrates the same tree; but no client components, so no island's code loads or runs.
//
//   node scripts/tbt-floor.mjs                   # writes bench/results/floor/static-twin/
//   npm run bench -- --out bench/results/floor/static-twin --no-baseline
//
// What a route measures here is what its content costs to hydrate with this framework; what the
// site measures above that is what its islands cost. Not a build to ship: nothing is interactive.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { helloWorldProject } from "./bench-server.mjs";
import { htmlFileFor, sitemapPaths } from "./first-load-js.mjs";
import { parseHtml } from "./html-tree.mjs";

const root = resolve(import.meta.dirname, "..");
const outDir = join(root, "out");
const target = join(root, "bench", "results", "floor", "static-twin");

/** Turns a tree from parseHtml back into React elements, in the generated app's server code. */
const RENDER_MODULE = `import { Activity, createElement } from "react";

const PROPS = { class: "className", for: "htmlFor", tabindex: "tabIndex", colspan: "colSpan",
  rowspan: "rowSpan", readonly: "readOnly", maxlength: "maxLength", autocomplete: "autoComplete",
  novalidate: "noValidate", crossorigin: "crossOrigin", srcset: "srcSet", fetchpriority: "fetchPriority" };
const BOOLEAN = new Set(["hidden", "disabled", "open", "required", "readOnly", "multiple", "selected", "noValidate"]);
const DROPPED = new Set(["script", "link", "noscript", "template"]);

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 1) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

export function render(node, key) {
  if (typeof node === "string") return node;
  const [tag, attributes, children] = node;
  if (DROPPED.has(tag)) return null;
  const props = { key };
  for (const [name, value] of Object.entries(attributes)) {
    const prop = PROPS[name] ?? name;
    if (prop === "style") props.style = styleObject(value);
    else if (BOOLEAN.has(prop)) props[prop] = true;
    else if (prop === "checked") props.defaultChecked = true;
    else if (prop === "value" && (tag === "input" || tag === "textarea")) props.defaultValue = value;
    else props[prop] = value;
  }
  const element = createElement(tag, props, ...children.map((child, index) => render(child, index)));
  // The site wraps these in <Activity> (components/layout/below-the-fold.tsx); so does the twin.
  return "data-below-the-fold" in attributes ? createElement(Activity, { key }, element) : element;
}
`;

function pageModule(treeFile, bodyClass, depth) {
  const up = depth === 0 ? "." : "../".repeat(depth).slice(0, -1);
  return `import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "${up}/render.jsx";

export default function Page() {
  const tree = JSON.parse(readFileSync(join(process.cwd(), "trees", ${JSON.stringify(treeFile)}), "utf8"));
  return <body className=${JSON.stringify(bodyClass)}>{tree.map((node, index) => render(node, index))}</body>;
}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(outDir, "index.html"))) {
    console.error("No export in out/. Run `npm run build` first.");
    process.exit(1);
  }
  const next = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).dependencies.next;
  const baseline = helloWorldProject(next);
  if (!existsSync(join(baseline, "node_modules", "next"))) {
    console.error(
      `No hello-world project in ${baseline}; \`npm run bench -- --routes / --runs 1\` builds it.`,
    );
    process.exit(1);
  }

  const app = join(tmpdir(), `stackless-static-twin-${next}`);
  console.log(`Static twin: writing a Next ${next} app in ${app}`);
  rmSync(app, { recursive: true, force: true });
  mkdirSync(join(app, "app"), { recursive: true });
  mkdirSync(join(app, "trees"));
  mkdirSync(join(app, "public", "twin"), { recursive: true });
  cpSync(join(baseline, "package.json"), join(app, "package.json"));
  cpSync(join(baseline, "node_modules"), join(app, "node_modules"), {
    recursive: true,
    verbatimSymlinks: true,
  });
  writeFileSync(
    join(app, "next.config.mjs"),
    'export default { output: "export", images: { unoptimized: true }, poweredByHeader: false };\n',
  );

  // The stylesheet and font, under /twin/ (the app's own /_next/ is Next's).
  const home = readFileSync(join(outDir, "index.html"), "utf8");
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home)[1];
  const css = readFileSync(join(outDir, stylesheet), "utf8").replaceAll("../media/", "/twin/");
  writeFileSync(join(app, "public", "twin", "site.css"), css);
  const media = join(outDir, "_next", "static", "media");
  for (const file of readdirSync(media))
    cpSync(join(media, file), join(app, "public", "twin", file));
  cpSync(join(outDir, "sitemap.xml"), join(app, "public", "sitemap.xml"));
  const htmlClass = /<html[^>]*\bclass="([^"]*)"/.exec(home)?.[1] ?? "";
  const font = /<link rel="preload" href="\/_next\/static\/media\/([^"]+)"/.exec(home)?.[1];
  const fontLink = font
    ? `<link rel="preload" href="/twin/${font}" as="font" crossOrigin="" type="font/woff2" />`
    : "";
  writeFileSync(join(app, "app", "render.jsx"), RENDER_MODULE);
  writeFileSync(
    join(app, "app", "layout.jsx"),
    `export const metadata = { title: "Static twin", description: "The export's HTML with no client components." };

export default function RootLayout({ children }) {
  return (<html lang="en" className=${JSON.stringify(htmlClass)}><head>${fontLink}<link rel="stylesheet" href="/twin/site.css" /></head>{children}</html>);
}
`,
  );

  const routes = sitemapPaths(readFileSync(join(outDir, "sitemap.xml"), "utf8"));
  for (const route of routes) {
    const html = readFileSync(htmlFileFor(route, outDir), "utf8");
    const [, bodyAttributes, body] = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
    const bodyClass = /class="([^"]*)"/.exec(bodyAttributes)?.[1] ?? "";
    const segments = route.split("/").filter(Boolean);
    const treeFile = `${segments.join("-") || "index"}.json`;
    writeFileSync(join(app, "trees", treeFile), JSON.stringify(parseHtml(body)));
    const dir = join(app, "app", ...segments);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "page.jsx"), pageModule(treeFile, bodyClass, segments.length));
  }

  execFileSync(process.execPath, [join(app, "node_modules/next/dist/bin/next"), "build"], {
    cwd: app,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  rmSync(target, { recursive: true, force: true });
  cpSync(join(app, "out"), target, { recursive: true });
  console.log(`${target}  (${routes.length} routes, no client components)`);
  console.log(
    "Measure it with: npm run bench -- --out bench/results/floor/static-twin --no-baseline",
  );
}
