import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { translationReports } from "@/content/file-check";
import { formatHealthReport, translationItems } from "@/lib/content-health/content-health";
import { translationLocales } from "@/lib/content/content-locales";
import { gitBlobId } from "@/lib/content/translation-status";
import { startedTranslation } from "@/lib/editor/translation-actions";

/**
 * The out-of-date flow as a marketer meets it: the English FAQ changes an answer, and the content
 * report (npm run content:check, the build's report, /content-health) lists its three
 * translations as out of date, with the English change. Run on a copy of the FAQ and its
 * translations in a repository of its own, so git knows the version they were made from.
 */
const root = mkdtempSync(path.join(tmpdir(), "stackless-translations-"));
const files = [
  "content/faq.yaml",
  ...translationLocales.map((locale) => `content/${locale}/faq.yaml`),
];
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], {
    cwd: root,
    stdio: "pipe",
  });

for (const file of files) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  cpSync(file, path.join(root, file));
}
git("init", "-q");
git("add", ".");
git("commit", "-qm", "content as translated");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const faq = (file: string) => parse(readFileSync(path.join(root, file), "utf8"));

describe("a change to the English FAQ", () => {
  it("leaves every translation in step before it", () => {
    for (const report of translationReports(root)) {
      expect(report.state, report.file).toEqual({ state: "current" });
    }
  });

  it("lists its three translations as out of date, with what changed in English", () => {
    const english = readFileSync(path.join(root, "content/faq.yaml"), "utf8");
    const question = faq("content/faq.yaml").items[0].question as string;
    writeFileSync(
      path.join(root, "content/faq.yaml"),
      english.replace(/(answer: >-\n\s+)/, "$1Since today, a new sentence opens this answer. "),
    );
    const reports = translationReports(root);
    expect(reports.map((report) => report.file)).toEqual(files.slice(1));
    const items = translationItems(reports).filter((item) => item.field === "translatedFrom");
    expect(items.map((item) => item.file)).toEqual(files.slice(1));
    for (const item of items) {
      expect(item.problem).toContain("content/faq.yaml changed since");
      expect(item.changes).toEqual([
        expect.stringMatching(
          /^items\[0\] ".+"\.answer: \{\+Since today, a new sentence opens this answer\.\+\} /,
        ),
      ]);
      expect(item.changes?.[0]).toContain(question);
    }
    const report = formatHealthReport(translationItems(reports), {
      today: "2026-11-29",
      strict: false,
    });
    for (const file of files.slice(1)) expect(report).toContain(`- ${file}, translatedFrom:`);
    expect(report).toContain("{+Since today, a new sentence opens this answer.+}");
  });

  it("is still said without git's help, only without the change", () => {
    rmSync(path.join(root, ".git"), { recursive: true, force: true });
    const [report] = translationReports(root);
    expect(report?.state).toMatchObject({ state: "stale", changes: undefined });
    expect(translationItems([report!])[0]?.problem).toContain("Git cannot show what changed");
  });
});

/**
 * A translation started in the editor and not translated yet: the content report says the page is
 * not published in that language, naming the file and the page, so the marketer knows why the
 * Dutch page is missing.
 */
describe("a translation started and not translated yet", () => {
  const project = mkdtempSync(path.join(tmpdir(), "stackless-started-"));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const article = "content/help/how-the-14-day-free-trial-works.md";
  const faqFile = "content/faq.yaml";
  const start = (englishFile: string, locale: string) => {
    const text = readFileSync(englishFile, "utf8");
    for (const file of [englishFile, englishFile.replace("content/", `content/${locale}/`)]) {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    }
    writeFileSync(path.join(project, englishFile), text);
    writeFileSync(
      path.join(project, englishFile.replace("content/", `content/${locale}/`)),
      startedTranslation(englishFile, text, gitBlobId(text)),
    );
  };

  it("is listed as started, not yet translated, and not published in that language", () => {
    start(article, "nl");
    cpSync(
      `content/fr/${article.slice("content/".length)}`,
      path.join(project, `content/fr/help/how-the-14-day-free-trial-works.md`),
    );
    const reports = translationReports(project);
    expect(reports.map((report) => [report.file, report.untranslated])).toEqual([
      ["content/fr/help/how-the-14-day-free-trial-works.md", false],
      ["content/nl/help/how-the-14-day-free-trial-works.md", true],
    ]);
    const items = translationItems(reports).filter((item) => item.problem.startsWith("Started"));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      file: "content/nl/help/how-the-14-day-free-trial-works.md",
      blocking: false,
    });
    expect(items[0]!.problem).toContain(
      "Started, not yet translated — not published in Dutch: this file is still the English text of content/help/how-the-14-day-free-trial-works.md, so the page /help-center/how-the-14-day-free-trial-works has no Dutch version",
    );
    const report = formatHealthReport(items, { today: "2026-11-29", strict: false });
    expect(report).toContain("content/nl/help/how-the-14-day-free-trial-works.md");
    expect(report).toContain("not published in Dutch");
    expect(report).toContain("/help-center/how-the-14-day-free-trial-works");
  });

  it("says of a file shared by many pages that they show its text in English", () => {
    start(faqFile, "de");
    const [item] = translationItems(translationReports(project)).filter(
      (found) => found.file === "content/de/faq.yaml" && found.problem.startsWith("Started"),
    );
    expect(item?.problem).toBe(
      "Started, not yet translated — this file is still the English text of content/faq.yaml, so German pages show that text in English until it is translated.",
    );
  });
});
