import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentFileProblems, isStartedNotTranslated } from "@/content/file-check";
import { translationLocales, translationPath } from "@/lib/content/content-locales";
import { gitBlobId } from "@/lib/content/translation-status";
import {
  markedCurrent,
  parseTranslationAction,
  startedTranslation,
} from "@/lib/editor/translation-actions";
import { translatableFiles } from "@/content/translation-overview";

// The translation actions' pure half: which English files they accept (the site's translatable
// files, by exact name, nothing a request makes up), and the files they write.

const ID = "0123456789abcdef0123456789abcdef01234567";
const OTHER = "fedcba9876543210fedcba9876543210fedcba98";
const form = (fields: Record<string, string>) =>
  new URLSearchParams({ action: "start", locale: "nl", version: ID, ...fields });

describe("translatableFiles", () => {
  const files = translatableFiles();

  it("lists the data files, pages of blocks, posts, help articles and legal documents", () => {
    expect(files).toContain("content/faq.yaml");
    expect(files).toContain("content/landing/hero.yaml");
    expect(files).toContain("content/pages/about.yaml");
    expect(files).toContain("content/block-pages/home.yaml");
    expect(files).toContain("content/legal/privacy-policy.md");
    expect(files.some((file) => file.startsWith("content/posts/"))).toBe(true);
    expect(files.some((file) => file.startsWith("content/help/"))).toBe(true);
  });

  it("leaves out what stays English, the translations themselves, and what is not content", () => {
    expect(files).not.toContain("content/block-pages/block-library.yaml");
    expect(files.filter((file) => file.startsWith("content/roles/"))).toEqual([]);
    for (const locale of translationLocales) {
      expect(files.filter((file) => file.startsWith(`content/${locale}/`))).toEqual([]);
    }
    expect(files.every((file) => /^content\/[a-z0-9/-]+\.(yaml|md)$/.test(file))).toBe(true);
  });
});

describe("parseTranslationAction", () => {
  const known = ["content/faq.yaml", "content/help/hello.md"];

  it("works out the translation's path from a known English file and a language", () => {
    expect(parseTranslationAction(form({ file: "content/help/hello.md" }), known)).toEqual({
      kind: "start",
      englishFile: "content/help/hello.md",
      locale: "nl",
      version: ID,
      file: "content/nl/help/hello.md",
    });
    expect(
      parseTranslationAction(
        form({ action: "current", file: "content/faq.yaml", locale: "de" }),
        known,
      ),
    ).toMatchObject({ kind: "current", file: "content/de/faq.yaml" });
  });

  it.each([
    "content/../.env",
    "content/faq.yaml/../../package.json",
    "./content/faq.yaml",
    "/etc/passwd",
    "content/nl/faq.yaml",
    "content/roles/engineer.md",
    "content/FAQ.yaml",
    "content/faq.yaml ",
    "content%2Ffaq.yaml",
    "",
  ])("refuses the file %j, which is not one of the English files", (file) => {
    expect(parseTranslationAction(form({ file }), known)).toHaveProperty("problem");
  });

  it.each<Record<string, string>>([
    { locale: "en" },
    { locale: "xx" },
    { locale: "../" },
    { locale: "" },
    { version: "HEAD" },
    { version: ID.toUpperCase() },
    { version: `${ID}0` },
    { action: "delete" },
    { action: "" },
  ])("refuses %j", (fields) => {
    expect(
      parseTranslationAction(form({ file: "content/faq.yaml", ...fields }), known),
    ).toHaveProperty("problem");
  });
});

describe("startedTranslation", () => {
  it("is the English YAML file with the English version as its first line", () => {
    const english = "eyebrow: FAQ\nitems:\n  - id: trial\n    answer: Yes.\n";
    const copy = startedTranslation("content/faq.yaml", english, ID);
    expect(copy).toBe(`translatedFrom: ${ID}\n${english}`);
    expect(parse(copy)).toEqual({ translatedFrom: ID, ...parse(english) });
  });

  it("puts the version first in a Markdown file's frontmatter and keeps the body", () => {
    const english =
      "---\ntitle: Hello\ndate: 2026-01-01\n---\n\nHi.\n\ntranslatedFrom: body text\n";
    const copy = startedTranslation("content/help/hello.md", english, ID);
    expect(copy).toBe(
      `---\ntranslatedFrom: ${ID}\ntitle: Hello\ndate: 2026-01-01\n---\n\nHi.\n\ntranslatedFrom: body text\n`,
    );
  });

  it("quotes a version YAML would read as a number, as the editor writes it", () => {
    const digits = "1234567890123456789012345678901234567890";
    const copy = startedTranslation("content/faq.yaml", "eyebrow: FAQ\n", digits);
    expect(parse(copy)).toEqual({ translatedFrom: digits, eyebrow: "FAQ" });
  });

  it("refuses a Markdown file without frontmatter", () => {
    expect(() => startedTranslation("content/help/x.md", "Hi.\n", ID)).toThrow(/frontmatter/);
  });

  // What the button writes must be what the build accepts in each language: every English file
  // the site translates, copied, passes the build's checks as its translation.
  it("writes, for every translatable file, a translation the build accepts in every language", () => {
    const files = translatableFiles();
    const problems = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const copy = startedTranslation(file, text, gitBlobId(text));
      return translationLocales.flatMap((locale) =>
        contentFileProblems(translationPath(file, locale), copy),
      );
    });
    expect(problems).toEqual([]);
  });
});

describe("markedCurrent", () => {
  it("replaces the recorded version and changes nothing else", () => {
    const text = `translatedFrom: ${OTHER}\neyebrow: FAQ\nitems:\n  - translatedFrom: x\n`;
    expect(markedCurrent("content/nl/faq.yaml", text, ID)).toBe(
      `translatedFrom: ${ID}\neyebrow: FAQ\nitems:\n  - translatedFrom: x\n`,
    );
  });

  it("replaces it where it stands, quoted or not first", () => {
    const text = `eyebrow: FAQ\ntranslatedFrom: '${OTHER}'\nheading: Vragen\n`;
    expect(markedCurrent("content/nl/faq.yaml", text, ID)).toBe(
      `eyebrow: FAQ\ntranslatedFrom: ${ID}\nheading: Vragen\n`,
    );
  });

  it("adds it first to a translation that does not say", () => {
    expect(markedCurrent("content/nl/faq.yaml", "eyebrow: FAQ\n", ID)).toBe(
      `translatedFrom: ${ID}\neyebrow: FAQ\n`,
    );
  });

  it("sets it in a Markdown file's frontmatter, never in its body", () => {
    const body = "\nHallo.\n\ntranslatedFrom: not this one\n";
    const text = `---\ntranslatedFrom: ${OTHER}\ntitle: Hallo\n---\n${body}`;
    expect(markedCurrent("content/nl/help/hello.md", text, ID)).toBe(
      `---\ntranslatedFrom: ${ID}\ntitle: Hallo\n---\n${body}`,
    );
    expect(markedCurrent("content/nl/help/hello.md", `---\ntitle: Hallo\n---\n${body}`, ID)).toBe(
      `---\ntranslatedFrom: ${ID}\ntitle: Hallo\n---\n${body}`,
    );
  });

  it("refuses rather than guess at a version written over several lines", () => {
    const text = `translatedFrom: >-\n  ${OTHER}\neyebrow: FAQ\n`;
    expect(() => markedCurrent("content/nl/faq.yaml", text, ID)).toThrow(/editor's form/);
  });
});

describe("a started translation", () => {
  // The copy the button writes is not a translation: its page is not published in that language
  // until a text is translated (lib/content/untranslated.ts). Only a file without a text in
  // words (the landing page's list of blocks: tokens and settings) reads the same in every
  // language, and publishes as it is.
  it("is, for every translatable file but those without text, still the English text", () => {
    const root = mkdtempSync(path.join(tmpdir(), "stackless-started-copy-"));
    try {
      const published = translatableFiles().filter((file) => {
        const text = readFileSync(file, "utf8");
        const dutch = translationPath(file, "nl");
        for (const [name, body] of [
          [file, text],
          [dutch, startedTranslation(file, text, gitBlobId(text))],
        ] as const) {
          mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
          writeFileSync(path.join(root, name), body);
        }
        return !isStartedNotTranslated(dutch, root);
      });
      expect(published).toEqual(["content/block-pages/home.yaml"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("is a translation once one text is translated", () => {
    const root = mkdtempSync(path.join(tmpdir(), "stackless-started-faq-"));
    try {
      const text = readFileSync("content/faq.yaml", "utf8");
      const copy = startedTranslation("content/faq.yaml", text, gitBlobId(text));
      const [line] = /^eyebrow: .+$/m.exec(copy) ?? [];
      expect(line).toBeTruthy();
      mkdirSync(path.join(root, "content/nl"), { recursive: true });
      writeFileSync(path.join(root, "content/faq.yaml"), text);
      writeFileSync(path.join(root, "content/nl/faq.yaml"), copy);
      expect(isStartedNotTranslated("content/nl/faq.yaml", root)).toBe(true);
      writeFileSync(path.join(root, "content/nl/faq.yaml"), copy.replace(line!, "eyebrow: Vragen"));
      expect(isStartedNotTranslated("content/nl/faq.yaml", root)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
