import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX } from "@/content/pages/schemas";
import { createConfig, previewPath } from "@/keystatic/config";
import { dataFiles, editorData } from "@/keystatic/content-schemas";

describe("the editor's Preview link for a data file", () => {
  it("opens a page the site has", () => {
    for (const [, , file] of dataFiles) {
      const path = previewPath(file);
      const page = path === "/" ? "app/[locale]/page.tsx" : `app/[locale]${path}/page.tsx`;
      expect(existsSync(page), `${file} -> ${path}`).toBe(true);
    }
    expect(previewPath("content/pages/about.yaml")).toBe("/about");
    expect(previewPath("content/faq.yaml")).toBe("/");
  });
});

describe("the editor's length limits", () => {
  /** A collection's field, as Keystatic checks it when an entry is saved. */
  type Checked = { validate: (value: unknown) => unknown };
  const collections = createConfig(editorData()).collections as unknown as Record<
    string,
    { schema: Record<string, Checked> }
  >;
  const accepts = (field: Checked, length: number) => {
    try {
      field.validate("a".repeat(length));
      return true;
    } catch {
      return false;
    }
  };

  it("take the description and excerpt the build takes, and refuse what it refuses", () => {
    for (const [collection, name] of [
      ["help", "description"],
      ["posts", "excerpt"],
    ] as const) {
      const field = collections[collection]?.schema[name];
      if (!field) throw new Error(`no ${collection}.${name} in keystatic/config.ts`);
      expect(accepts(field, DESCRIPTION_MAX), `${collection}.${name}`).toBe(true);
      expect(accepts(field, DESCRIPTION_MAX + 1), `${collection}.${name}`).toBe(false);
    }
  });
});
