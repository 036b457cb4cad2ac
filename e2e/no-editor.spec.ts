import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { OUT_DIR } from "./support/routes";

// The content editor runs under `next dev` only (docs/marketers.md): the export holds no route,
// script or text of it.
function filesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesIn(path) : [path];
  });
}

test("the export holds no trace of the content editor", () => {
  const files = filesIn(OUT_DIR);
  expect(files.length).toBeGreaterThan(0);
  const traces = files
    .filter((file) => /keystatic/i.test(file) || /keystatic/i.test(readFileSync(file, "latin1")))
    .map((file) => relative(OUT_DIR, file));
  expect(traces).toEqual([]);
});

test("/keystatic is not a page of the exported site", async ({ request }) => {
  const response = await request.get("/keystatic");
  expect(response.status()).toBe(404);
});
