import { describe, expect, it } from "vitest";
import { stripPage, stripWebFonts } from "@/scripts/lcp-floor.mjs";

const head = [
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  "<script>self.__next_f.push([0])</script>",
].join("");
const readAsset = (href: string) => `/* ${href} */body{margin:0}`;

describe("stripPage", () => {
  it("removes every script file and script preload, and keeps inline scripts", () => {
    const page = stripPage(head, ["js"], readAsset);
    expect(page).not.toMatch(/<script src=/);
    expect(page).not.toMatch(/as="script"/);
    expect(page).toContain("<script>self.__next_f.push([0])</script>");
    expect(page).toContain('rel="stylesheet"');
    expect(page).toContain(".woff2");
  });

  it("removes the font preload without touching the rest", () => {
    const page = stripPage(head, ["font"], readAsset);
    expect(page).not.toContain(".woff2");
    expect(page).toContain('<script src="/_next/static/chunks/b.js" async=""></script>');
  });

  it("inlines the stylesheet it links", () => {
    const page = stripPage(head, ["css"], readAsset);
    expect(page).toContain("<style>/* /_next/static/chunks/site.css */body{margin:0}</style>");
    expect(page).not.toContain('rel="stylesheet"');
  });
});

describe("stripWebFonts", () => {
  it("drops the @font-face that loads a file and keeps the local fallback", () => {
    const css =
      '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2");font-display:swap}' +
      "@font-face{font-family:inter Fallback;src:local(Arial);size-adjust:107.89%}" +
      "body{font-family:inter,inter Fallback}";
    expect(stripWebFonts(css)).toBe(
      "@font-face{font-family:inter Fallback;src:local(Arial);size-adjust:107.89%}body{font-family:inter,inter Fallback}",
    );
  });
});
