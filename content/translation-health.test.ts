import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { translationReports } from "@/content/file-check";
import { formatHealthReport, translationItems } from "@/lib/content-health/content-health";
import { translationLocales } from "@/lib/content/content-locales";

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
