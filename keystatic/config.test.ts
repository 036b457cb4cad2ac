import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { previewPath } from "@/keystatic/config";
import { dataFiles } from "@/keystatic/content-schemas";

describe("the editor's Preview link for a data file", () => {
  it("opens a page the site has", () => {
    for (const [, , file] of dataFiles) {
      const path = previewPath(file);
      const page = path === "/" ? "app/(site)/page.tsx" : `app/(site)${path}/page.tsx`;
      expect(existsSync(page), `${file} -> ${path}`).toBe(true);
    }
    expect(previewPath("content/pages/about.yaml")).toBe("/about");
    expect(previewPath("content/faq.yaml")).toBe("/");
  });
});
