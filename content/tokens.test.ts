import { readdirSync } from "node:fs";
import path from "node:path";
import Markdoc from "@markdoc/markdoc";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { blockDefinitions } from "@/components/blocks/definitions";
import heroFile from "@/content/landing/hero.yaml";

// Every content module, read as the build reads it: no `{{` may be left in what it exports. A
// module that forgot to resolve its file's tokens, or a token whose value was never substituted,
// would otherwise ship the braces to the page.

/** content/**\/*.ts, without the tests: every module a page may read content from. */
function contentModules(folder = "content"): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(folder, item.name);
    if (item.isDirectory()) return contentModules(file);
    return /(?<!\.test|\.d)\.ts$/.test(item.name) ? [file] : [];
  });
}

/** Each text holding `{{`, as `path: text`; schemas and functions are code, not content. */
function leftoverTokens(value: unknown, at: string, seen = new WeakSet<object>()): string[] {
  if (typeof value === "string") return value.includes("{{") ? [`${at}: ${value}`] : [];
  if (!value || typeof value !== "object" || value instanceof z.ZodType) return [];
  if (seen.has(value)) return [];
  seen.add(value);
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => leftoverTokens(item, `${at}[${index}]`, seen));
  }
  const block = value as { discriminant?: unknown; value?: unknown };
  if (typeof block.discriminant === "string" && block.value && typeof block.value === "object") {
    // A block's Markdoc settings keep their tokens: they are resolved in the parsed nodes, never
    // in the raw text (content/block-pages.ts); e2e/pages-blocks.spec.ts checks the HTML.
    const markdoc = new Set<string>(
      blockDefinitions.find((definition) => definition.type === block.discriminant)?.markdoc ?? [],
    );
    const settings = Object.entries(block.value).filter(([key]) => !markdoc.has(key));
    return leftoverTokens(Object.fromEntries(settings), `${at}.value`, seen);
  }
  const report = value as { field?: unknown; state?: unknown; changes?: unknown };
  if ((report.field === "translatedFrom" || report.state === "stale") && report.changes) {
    // An out-of-date translation's report quotes what changed in the English file as written,
    // tokens included: the marketer compares it with the file, not with the page.
    return leftoverTokens({ ...report, changes: undefined }, at, seen);
  }
  if (value instanceof Markdoc.Ast.Node && value.type === "document") {
    // The file's frontmatter as written, kept by Markdoc; the resolved one is the entry's own.
    const attributes = Object.fromEntries(
      Object.entries(value.attributes).filter(([key]) => key !== "frontmatter"),
    );
    return leftoverTokens({ ...value, attributes }, at, seen);
  }
  return Object.entries(value).flatMap(([key, item]) => leftoverTokens(item, `${at}.${key}`, seen));
}

/**
 * What a module exports as data: its values, and what its argument-free functions return (the
 * collections read from disk, `getPosts()`, `legalDocuments()`, `getCareersContent()` ...).
 */
function exportedData(loaded: Record<string, unknown>): [string, unknown][] {
  return Object.entries(loaded).flatMap(([name, value]): [string, unknown][] => {
    if (typeof value !== "function") return [[name, value]];
    return value.length === 0 ? [[`${name}()`, value()]] : [];
  });
}

describe("content with {{tokens}}", () => {
  const modules = contentModules();

  it("finds the content modules", () => {
    expect(modules).toContain(path.join("content", "landing", "hero.ts"));
    expect(modules).toContain(path.join("content", "pages", "status.ts"));
  });

  // A module's first import reads and checks the content it is made from (seconds on a busy machine).
  it.each(modules)("%s exports no unresolved {{token}}", { timeout: 30_000 }, async (file) => {
    const loaded = (await import(path.resolve(file))) as Record<string, unknown>;
    const leftovers = exportedData(loaded).flatMap(([name, value]) =>
      leftoverTokens(value, `${file} ${name}`),
    );
    expect(leftovers).toEqual([]);
  });
});

describe("a module that never calls resolveTokens", () => {
  afterEach(() => {
    vi.doUnmock("@/content/landing/hero.yaml");
    vi.resetModules();
  });

  it("fails to load on an unknown token in its file, naming the file and field", async () => {
    vi.resetModules();
    vi.doMock("@/content/landing/hero.yaml", () => ({
      default: {
        ...(heroFile as object),
        primaryCta: "Start your {{brand}} trial {{brnad}}",
      },
    }));
    await expect(import("@/content/landing/hero")).rejects.toThrow(
      /content\/landing\/hero\.yaml\.primaryCta: unknown token \{\{brnad\}\}/,
    );
  });
});
