import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { OUT_DIR } from "./support/routes";

// The content editor and the content health page beside it run under `next dev` only
// (docs/marketers.md): the export holds no route, script or text of them.
function filesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesIn(path) : [path];
  });
}

/**
 * For a dynamic segment, Next 16's router payload lists the names of the static segments beside
 * it (`"s":["about",...]`, for its optimistic routing). Beside `/[page]` that is every folder at
 * the root of app/, the editor's `keystatic` and `api` among them, though `next build` makes no
 * page there (their files are `*.dev.tsx`). A folder's name in that list is not the editor: the
 * test below shows both addresses are 404s, and this one that no script or text of it is exported.
 */
const STATIC_SIBLINGS = /\\?"s\\?":\[[^\]]*\]/g;

/** The editor's and the health page's names, in a file's path or text. */
const EDITOR_ONLY = /keystatic|content-health/i;

test("the export holds no trace of the content editor or the health page", () => {
  const files = filesIn(OUT_DIR);
  expect(files.length).toBeGreaterThan(0);
  const text = (file: string) => readFileSync(file, "latin1").replace(STATIC_SIBLINGS, "");
  const traces = files
    .filter((file) => EDITOR_ONLY.test(file) || EDITOR_ONLY.test(text(file)))
    .map((file) => relative(OUT_DIR, file));
  expect(traces).toEqual([]);
});

test("the sibling lists left out above are only the router's lists of folder names", () => {
  const lists = filesIn(OUT_DIR)
    .filter((file) => /\.(html|txt)$/.test(file))
    .flatMap((file) => readFileSync(file, "latin1").match(STATIC_SIBLINGS) ?? []);
  expect(lists.length).toBeGreaterThan(0);
  for (const list of lists) {
    const names = JSON.parse(list.replaceAll('\\"', '"').replace(/^"s":/, "")) as unknown[];
    expect(names.every((name) => typeof name === "string" && /^[\w.-]+$/.test(name))).toBe(true);
  }
});

test("/keystatic, its API and /content-health are not pages of the exported site", async ({
  request,
}) => {
  for (const path of ["/keystatic", "/api/keystatic/tree", "/content-health"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
