import { describe, expect, it } from "vitest";
import { inlineScripts } from "@/scripts/host-headers.mjs";
import { LOADER, deferredChunks, paintFirst } from "@/scripts/paint-first.mjs";

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  chunk("react"),
  chunk("turbopack-x"),
  chunk("page"),
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><main><h1>Hello</h1></main>",
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});</script>',
  chunk("main"),
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"0:{}"])</script>',
  "</body></html>",
].join("");

describe("paintFirst", () => {
  it("moves every framework chunk into the loader, in order, and keeps everything else", () => {
    const html = paintFirst(page);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferredChunks(html)).toEqual([
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/turbopack-x.js",
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/main.js",
    ]);
    // The payload and Turbopack's registration still run in place, before the loader.
    expect(inlineScripts(html)).toEqual([...inlineScripts(page), LOADER]);
    expect(html).toContain('noModule=""></script>');
    expect(html).toContain('<link rel="preload" as="script" fetchPriority="low"');
    expect(html.endsWith(`${LOADER}</script></body></html>`)).toBe(true);
  });

  it("is the same loader on every page, so one hash allows it everywhere", () => {
    const other = page.replace(/react/g, "react-dom");
    const loaders = [paintFirst(page), paintFirst(other)].map((html) => inlineScripts(html).at(-1));
    expect(loaders[0]).toBe(loaders[1]);
  });

  it("leaves a page alone when run again or when it loads no chunks", () => {
    const once = paintFirst(page);
    expect(paintFirst(once)).toBe(once);
    const redirect =
      '<html><head><meta charSet="utf-8"/></head><body><a href="/x">x</a></body></html>';
    expect(paintFirst(redirect)).toBe(redirect);
  });
});
