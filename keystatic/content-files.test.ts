import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Markdoc, { type Node } from "@markdoc/markdoc";
import { createReader } from "@keystatic/core/reader";
import { dump, load } from "js-yaml";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BLOCK_PAGES_DIRECTORY, readBlockPage } from "@/content/block-pages";
import { helpArticleConfig, helpArticleSchema } from "@/content/help";
import { legalFrontmatterSchema } from "@/content/pages/legal";
import { postFrontmatterSchema } from "@/content/posts";
import { openRoles, roleSchema } from "@/content/roles";
import { siteTokens } from "@/content/tokens";
import keystaticConfig from "@/keystatic.config";
import { translationName } from "@/keystatic/collection-paths";
import { dataFiles } from "@/keystatic/content-schemas";
import { englishPathOf, translationLocales } from "@/lib/content/content-locales";
import { editorYaml, inEditorOrder, splitFrontmatter } from "@/keystatic/editor-form";
import { articleConfig } from "@/lib/content/article";
import { longFormConfig } from "@/lib/content/long-form";
import { openRolesTokens } from "@/lib/careers/open-roles";
import { resolveTokens, type TokenTable } from "@/lib/content/tokens";

// Every content file, read through the editor's own reader with the real keystatic.config.ts:
// what the editor reads is what the build reads, the build's zod schemas accept it, and the file
// is in the form the editor writes, so a marketer's first save changes only what they changed.

const reader = createReader(process.cwd(), keystaticConfig);
const singletons = reader.singletons as Record<string, { readOrThrow(): Promise<unknown> }>;
type Entry = Record<string, unknown> & { body: () => Promise<{ node: Node }> };
const collections = reader.collections as unknown as Record<
  string,
  { list(): Promise<string[]>; readOrThrow(slug: string): Promise<Entry> }
>;

function tokensFor(name: string, entry: unknown): TokenTable {
  if (name !== "pageCareers") return siteTokens;
  const { roles } = entry as { roles: { noun: { one: string; other: string } } };
  const open = openRoles().map((role) => role.frontmatter);
  return { ...siteTokens, ...openRolesTokens(open, roles.noun) };
}

function yamlFilesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(folder, item.name);
    if (item.isDirectory()) return yamlFilesIn(file);
    return item.name.endsWith(".yaml") ? [file] : [];
  });
}

describe("the data files through the editor", () => {
  it("has an editor entry for every YAML file in content/", () => {
    // content/block-pages/ is the Pages collection's (below), one file a page.
    const files = yamlFilesIn("content").filter(
      (file) => !file.startsWith(BLOCK_PAGES_DIRECTORY) && !englishPathOf(file),
    );
    expect(dataFiles.map(([, , file]) => file).sort()).toEqual(files.sort());
  });

  it("has an entry in the language's group for every translation of a data file", () => {
    const translations = yamlFilesIn("content").filter((file) => {
      const translation = englishPathOf(file);
      return translation && !translation.englishFile.startsWith(`${BLOCK_PAGES_DIRECTORY}/`);
    });
    expect(translations.length).toBeGreaterThan(0);
    for (const file of translations) {
      const { englishFile, locale } = englishPathOf(file)!;
      const [name] = dataFiles.find(([, , path]) => path === englishFile) ?? [];
      expect(name, file).toBeDefined();
      const entry = singletons[translationName(locale, name!)];
      expect(entry, file).toBeDefined();
    }
  });

  it("reads every translation of a data file with its English version, as the build does", async () => {
    for (const locale of translationLocales) {
      for (const [name, , file] of dataFiles) {
        const translation = file.replace(/^content\//, `content/${locale}/`);
        if (!existsSync(translation)) continue;
        const entry = (await singletons[translationName(locale, name)]!.readOrThrow()) as Record<
          string,
          unknown
        >;
        const text = readFileSync(translation, "utf8");
        expect(entry.translatedFrom, translation).toBe(
          (load(text) as Record<string, unknown>).translatedFrom,
        );
        expect(
          editorYaml(inEditorOrder(load(text), entry)),
          `${translation} is not in the form the editor saves; run npm run format:content`,
        ).toBe(text);
      }
    }
  });

  for (const [name, , file, schema] of dataFiles) {
    it(`reads ${file} as the build does, in the form the editor writes`, async () => {
      const entry = await singletons[name]!.readOrThrow();
      const text = readFileSync(file, "utf8");
      const data = load(text);
      const tokens = tokensFor(name, data);
      const fromEditor = schema.parse(resolveTokens(file, entry, tokens));
      const fromFile = schema.parse(resolveTokens(file, data, tokens));
      expect(fromEditor).toEqual(fromFile);
      expect(
        editorYaml(inEditorOrder(data, entry)),
        `${file} is not in the form the editor saves; run npm run format:content`,
      ).toBe(text);
    });
  }
});

/** The build's schema of each collection's frontmatter. */
const frontmatterSchemas: Partial<Record<string, z.ZodType>> = {
  posts: postFrontmatterSchema,
  help: helpArticleSchema,
  roles: roleSchema,
  legal: legalFrontmatterSchema,
};

/** What the editor read, as the file would hold it: no empty optional values. */
function fieldsAsFile(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  );
}

describe("the Markdown collections through the editor", () => {
  const bodyConfig = { posts: articleConfig, help: helpArticleConfig, roles: articleConfig };

  for (const name of ["posts", "help", "roles", "legal"] as const) {
    const folder = `content/${name}`;
    it(`reads every file of ${folder} with its frontmatter and body as the build does`, async () => {
      const slugs = await collections[name]!.list();
      const files = (() => {
        try {
          return readdirSync(folder).filter((file) => file.endsWith(".md"));
        } catch {
          return [];
        }
      })();
      expect(slugs.sort()).toEqual(files.map((file) => file.slice(0, -3)).sort());
      for (const slug of slugs) {
        const source = `${folder}/${slug}.md`;
        const { frontmatter, body } = splitFrontmatter(readFileSync(source, "utf8"));
        const entry = await collections[name]!.readOrThrow(slug);
        const { body: readBody, ...fields } = entry;
        const data = load(frontmatter) as Record<string, unknown>;
        // What the editor shows is the file's frontmatter (the title is the slug field's name).
        for (const [key, value] of Object.entries(data)) {
          expect(key === "title" ? fields.title : fields[key], `${source} ${key}`).toEqual(value);
        }
        // The editor's values pass the build's own schema.
        frontmatterSchemas[name]?.parse(resolveTokens(source, fieldsAsFile(fields), siteTokens));
        const editorForm = editorYaml(inEditorOrder(data, fields));
        expect(
          editorForm,
          `${source}: the frontmatter is not in the form the editor saves; run npm run format:content, which puts its keys in the editor's order (${Object.keys(inEditorOrder(data, fields) as object).join(", ")})`,
        ).toBe(frontmatter);

        const { node } = await readBody();
        const config = name === "legal" ? longFormConfig : bodyConfig[name];
        const errors = Markdoc.validate(node, config).filter((e) => e.error.level !== "warning");
        expect(errors, source).toEqual([]);
        expect(
          body.endsWith(Markdoc.format(node)),
          `${source}: the body is not in Markdoc's form; run npm run format:content`,
        ).toBe(true);
      }
    });
  }
});

describe("the pages of blocks through the editor", () => {
  it("reads every file of content/block-pages as the build does", async () => {
    const slugs = await collections.pages!.list();
    const files = readdirSync(BLOCK_PAGES_DIRECTORY).filter((file) => file.endsWith(".yaml"));
    expect(slugs.sort()).toEqual(files.map((file) => file.slice(0, -".yaml".length)).sort());
    for (const slug of slugs) {
      const source = `${BLOCK_PAGES_DIRECTORY}/${slug}.yaml`;
      const entry = await collections.pages!.readOrThrow(slug);
      // What the editor would save: its values, without the empty ones it leaves out.
      const saved = dump(JSON.parse(JSON.stringify(entry)));
      expect(readBlockPage(source, saved), source).toEqual(
        readBlockPage(source, readFileSync(source, "utf8")),
      );
    }
  });
});
