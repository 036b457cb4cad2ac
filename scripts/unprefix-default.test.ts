import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unprefixDefaultLocale } from "./unprefix-default.mjs";

function exportOf(files: Record<string, string>): string {
  const out = mkdtempSync(path.join(tmpdir(), "unprefix-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), text);
  }
  return out;
}

describe("the English pages of the export", () => {
  it("move to the site's root, the home to index.html, and /en no longer exists", () => {
    const out = exportOf({
      "en.html": "home",
      "en.txt": "home data",
      "en/__next._tree.txt": "tree",
      "en/about.html": "about",
      "en/blog/a-post.html": "post",
      "blog/existing.txt": "kept",
      "fr.html": "accueil",
      "fr/about.html": "à propos",
      "404.html": "not found",
    });
    unprefixDefaultLocale(out);
    const read = (file: string) => readFileSync(path.join(out, file), "utf8");
    expect(read("index.html")).toBe("home");
    expect(read("index.txt")).toBe("home data");
    expect(read("__next._tree.txt")).toBe("tree");
    expect(read("about.html")).toBe("about");
    expect(read("blog/a-post.html")).toBe("post");
    expect(read("blog/existing.txt")).toBe("kept");
    expect(read("fr/about.html")).toBe("à propos");
    expect(existsSync(path.join(out, "en"))).toBe(false);
    expect(existsSync(path.join(out, "en.html"))).toBe(false);
  });

  it("refuse to replace a file the root already has, naming both", () => {
    const out = exportOf({
      "en.html": "home",
      "en/404.html": "a page called 404",
      "404.html": "404",
    });
    expect(() => unprefixDefaultLocale(out)).toThrow(/en\/404\.html would replace .*404\.html/);
  });

  it("fail clearly on an export not built per language", () => {
    const out = exportOf({ "index.html": "home" });
    expect(() => unprefixDefaultLocale(out)).toThrow(/app\/\[locale\]/);
  });
});
