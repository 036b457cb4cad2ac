import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readBlockPages } from "@/content/block-pages";
import { routes } from "@/content/routes";
import { pageOfFile, routeLocales, type HandMadeRoute } from "@/content/translations";
import { translationPath } from "@/lib/content/content-locales";
import { gitBlobId } from "@/lib/content/translation-status";
import { startedTranslation } from "@/lib/editor/translation-actions";

/**
 * A translation started in the editor (the English file copied, with its English version) and not
 * translated yet does not publish its page in that language: a Dutch reader would get the English
 * page at a Dutch address. Each hand-made page is tried on a copy of the project's files, Dutch
 * as started, French as translated.
 */
const root = mkdtempSync(path.join(tmpdir(), "stackless-untranslated-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const copy = (file: string) => put(file, readFileSync(file, "utf8"));
const start = (englishFile: string, locale: "nl" | "fr" | "de") => {
  const text = readFileSync(englishFile, "utf8");
  put(translationPath(englishFile, locale), startedTranslation(englishFile, text, gitBlobId(text)));
};

// Every hand-made page but the home, whose file holds tokens only (tested below).
const ROUTES: HandMadeRoute[] = [...routes.filter((route) => route !== "/"), "/thank-you"];
const fileOf = (route: string) => `content/pages/${route.slice(1)}.yaml`;

describe("a translation started and not translated yet", () => {
  it("does not publish a hand-made page in its language; the translated one does", () => {
    for (const route of ROUTES) {
      const english = fileOf(route);
      expect(pageOfFile(english)).toBe(route);
      copy(english);
      copy(translationPath(english, "fr"));
      start(english, "nl");
      expect(routeLocales(route, root), route).toEqual(["en", "fr"]);
    }
  });

  it("publishes the page once one of its texts is translated", () => {
    const english = fileOf("/about");
    const dutch = translationPath(english, "nl");
    const text = readFileSync(path.join(root, dutch), "utf8");
    const [line] = /^ {2}title: .+$/m.exec(text) ?? [];
    expect(line).toBeTruthy();
    put(dutch, text.replace(line!, "  title: Over ons"));
    expect(routeLocales("/about", root)).toEqual(["en", "fr", "nl"]);
  });

  it("leaves the landing page published: its file holds only tokens and settings, no text", () => {
    const english = "content/block-pages/home.yaml";
    copy(english);
    start(english, "de");
    expect(routeLocales("/", root)).toEqual(["en", "de"]);
  });

  it("leaves a page of blocks out of its language's pages", () => {
    const project = mkdtempSync(path.join(tmpdir(), "stackless-untranslated-blocks-"));
    try {
      cpSync("content", path.join(project, "content"), { recursive: true });
      cpSync("app", path.join(project, "app"), { recursive: true });
      const english = "content/block-pages/webinar.yaml";
      const text = readFileSync(english, "utf8");
      writeFileSync(
        path.join(project, translationPath(english, "nl")),
        startedTranslation(english, text, gitBlobId(text)),
      );
      const slugs = (locale: "nl" | "fr") =>
        readBlockPages({ root: project, locale, drafts: true }).map((page) => page.slug);
      expect(slugs("nl")).not.toContain("webinar");
      expect(slugs("fr")).toContain("webinar");
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
