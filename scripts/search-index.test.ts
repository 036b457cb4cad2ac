import { describe, expect, it } from "vitest";
import {
  indexLanguages,
  isUnusedUi,
  pageUrl,
  SEARCH_PAGE,
  shouldIndex,
} from "@/scripts/search-index.mjs";

describe("search index", () => {
  it("maps exported files to the addresses the host serves", () => {
    expect(pageUrl("index.html")).toBe("/");
    expect(pageUrl("about.html")).toBe("/about");
    expect(pageUrl("help-center/inviting-your-team.html")).toBe("/help-center/inviting-your-team");
  });

  it("leaves out pages that ask not to be indexed", () => {
    expect(shouldIndex('<meta name="robots" content="noindex, follow"/>', "/gdpr")).toBe(false);
    expect(shouldIndex('<meta name="robots" content="index, follow"/>', "/about")).toBe(true);
    expect(shouldIndex("<title>About</title>", "/about")).toBe(true);
  });

  it("leaves out the page the search box is on, in every language", () => {
    expect(shouldIndex("<title>Help Center</title>", SEARCH_PAGE)).toBe(false);
    expect(shouldIndex("<title>Centre d’aide</title>", `/fr${SEARCH_PAGE}`)).toBe(false);
    expect(shouldIndex("<title>Article</title>", `/fr${SEARCH_PAGE}/an-article`)).toBe(true);
  });

  it("drops Pagefind's ready-made UIs and keeps what the search box loads", () => {
    for (const file of [
      "pagefind-ui.js",
      "pagefind-ui.css",
      "pagefind-component-ui.js",
      "pagefind-modular-ui.css",
      "pagefind-highlight.js",
    ])
      expect(isUnusedUi(file)).toBe(true);
    for (const file of [
      "pagefind.js",
      "pagefind-worker.js",
      "pagefind-entry.json",
      "wasm.en.pagefind",
      "index/en_1.pf_index",
      "fragment/en_2.pf_fragment",
    ])
      expect(isUnusedUi(file)).toBe(false);
  });
});

describe("the index's languages", () => {
  it("are read from Pagefind's entry file, one per <html lang>, in order", () => {
    const entry = JSON.stringify({
      version: "1.5.2",
      languages: {
        fr: { hash: "fr_1", wasm: "fr", page_count: 28 },
        en: { hash: "en_1", wasm: "en", page_count: 49 },
      },
    });
    expect(indexLanguages(entry)).toEqual([
      { language: "en", pages: 49 },
      { language: "fr", pages: 28 },
    ]);
  });
});
