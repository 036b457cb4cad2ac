// Readies the editor and the pages marketers edit most, as soon as `next dev` listens, so that the
// first open of http://localhost:3000/keystatic does not wait for compiles one after another.
//
// `next dev` compiles a route when it is first asked for. A marketer's first open of the editor
// asked for the editor's page (compiled: ~17 s on a 2-core machine), then, from the page, for its
// API's rules (compiled: ~16 s more, it imports every content schema), then the files: a minute
// under load. Asked for at once, both compile side by side while the marketer is still opening
// the browser; the pages previewed most (the landing page, a page of blocks, a post) follow a
// minute later, one at a time. Measured before and after: docs/marketers.md, "Start".
//
// `warmUp` is called by the launcher (scripts/dev.mjs) once the server listens; it never throws.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** The editor's page and the API call its first screen waits for: compiled side by side. */
export const EDITOR_PATHS = ["/keystatic", "/api/keystatic/rules"];

/**
 * The routes previewed most after an edit, compiled one at a time once the editor is ready: the
 * landing page (plans, FAQ, its sections), a page of blocks and a post (each route serves them
 * all), the status page and the content health page.
 */
export function previewPaths(root) {
  const first = (folder, extension) =>
    readdirIn(join(root, folder))
      .filter((file) => file.endsWith(extension) && file !== `home${extension}`)
      .sort()[0]
      ?.slice(0, -extension.length);
  const page = first("content/block-pages", ".yaml");
  const post = first("content/posts", ".md");
  return ["/", page && `/${page}`, post && `/blog/${post}`, "/status", "/content-health"].filter(
    Boolean,
  );
}

function readdirIn(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** The scripts a page's HTML loads (`/_next/static/...`), which next dev compiles when asked for. */
export function scriptsIn(html) {
  const found = new Set();
  for (const match of html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)) {
    found.add(match[1]);
  }
  return [...found];
}

/** Asks for `path` (and, for a page, its scripts); resolves when done, whatever the answer. */
async function ask(origin, path, fetchImpl) {
  try {
    const response = await fetchImpl(new URL(path, origin), { redirect: "manual" });
    const type = response.headers.get("content-type") ?? "";
    const body = await response.text();
    if (type.includes("text/html")) {
      await Promise.all(
        scriptsIn(body).map((script) =>
          fetchImpl(new URL(script, origin)).then(
            (answer) => answer.arrayBuffer(),
            () => undefined,
          ),
        ),
      );
    }
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * How long the previews wait once the editor is ready: compiling the landing page took 25 s, and
 * done at once it slowed the marketer's first form from 2 s to 8-11 s (the form's API waited
 * behind it); a minute later the marketer is editing, which needs no compile, and their first
 * Preview finds the page ready.
 */
const PREVIEW_DELAY_MS = 60_000;

/**
 * Compiles the editor, then, after `previewDelayMs`, the most previewed routes, on the dev server
 * at `origin`. Calls `onEditorReady(seconds)` once the editor's page and API have answered.
 */
export async function warmUp(
  origin,
  {
    editor = EDITOR_PATHS,
    preview = [],
    previewDelayMs = PREVIEW_DELAY_MS,
    fetchImpl = fetch,
    onEditorReady = () => {},
    now = () => Date.now(),
  } = {},
) {
  const started = now();
  await Promise.all(editor.map((path) => ask(origin, path, fetchImpl)));
  onEditorReady((now() - started) / 1000);
  if (preview.length === 0) return;
  await new Promise((resolve) => setTimeout(resolve, previewDelayMs).unref?.());
  for (const path of preview) await ask(origin, path, fetchImpl);
}
