import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { faqContent, faqContentIn } from "@/content/faq";
import { translationFiles, translationReports } from "@/content/file-check";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { getPosts } from "@/content/posts";
import { pageCount } from "@/lib/blog/blog-listing";
import { tokensIn } from "@/content/tokens";
import {
  blockPageLocales,
  helpArticleLocales,
  legalDocumentLocales,
  pathLocales,
  postLocales,
  routeLocales,
} from "@/content/translations";
import { translationLocales } from "@/lib/content/content-locales";
import { gitBlobId } from "@/lib/content/translation-status";
import { readFileSync } from "node:fs";

/**
 * The files whose every text is the interface: a page in another language shows none of them in
 * English, so each must be translated in full into every language.
 */
const INTERFACE_FILES = [
  "content/interface-labels.yaml",
  "content/navigation.yaml",
  "content/footer.yaml",
  "content/forms.yaml",
  "content/consent.yaml",
  "content/chat.yaml",
  "content/pages/thank-you.yaml",
];

const reports = translationReports();

describe("the translations in content/<locale>/", () => {
  it("are each read by the build without a problem, naming the file and field otherwise", () => {
    expect(translationFiles().length).toBeGreaterThan(0);
    expect(reports.flatMap((report) => report.problems)).toEqual([]);
  });

  it("keep every value of their English file (numbers, dates, addresses, ids) and add nothing", () => {
    const said = reports.flatMap((report) =>
      report.issues
        .filter((issue) => issue.kind !== "missing")
        .map((issue) => `${report.file} ${issue.field}: ${issue.problem}`),
    );
    expect(said).toEqual([]);
  });

  it("translate every interface string into every language", () => {
    const missing = translationLocales.flatMap((locale) =>
      INTERFACE_FILES.flatMap((file) => {
        const translation = file.replace(/^content\//, `content/${locale}/`);
        const report = reports.find((entry) => entry.file === translation);
        if (!report) return [`${translation}: there is no ${locale} translation`];
        return report.issues
          .filter((issue) => issue.kind === "missing")
          .map((issue) => `${translation} ${issue.field}: ${issue.problem}`);
      }),
    );
    expect(missing).toEqual([]);
  });
});

describe("content in another language", () => {
  it("has the translation's texts and the English values", () => {
    for (const locale of translationLocales) {
      const faq = faqContentIn(locale);
      expect(faq.items.map((item) => [item.id, item.icon])).toEqual(
        faqContent.items.map((item) => [item.id, item.icon]),
      );
      expect(faq.heading).not.toBe(faqContent.heading);
      expect(interfaceLabelsIn(locale).skipLink).not.toBe(interfaceLabelsIn("en").skipLink);
    }
  });

  it("writes prices as the language writes them, in the content's currency", () => {
    expect(tokensIn("en")["price.lowestMonthly"]?.value()).toMatch(/^\$\d+$/);
    for (const locale of translationLocales) {
      const price = tokensIn(locale)["price.lowestMonthly"]?.value() ?? "";
      expect(price).toMatch(/\$/);
      expect(price).toBe(
        new Intl.NumberFormat(locale, {
          style: "currency",
          currency: "USD",
          maximumFractionDigits: 0,
        }).format(Number(tokensIn("en")["price.lowestMonthly"]?.value().replace(/\D/g, ""))),
      );
    }
  });
});

describe("which languages a page is published in", () => {
  it("is English and each language its own file is translated into", () => {
    expect(routeLocales("/")).toEqual(["en", "fr", "nl", "de"]);
    const newest = getPosts("en").slice(0, 3);
    for (const post of newest) expect(postLocales(post.slug)).toEqual(["en", "fr", "nl", "de"]);
    const older = getPosts("en").at(-1)!;
    expect(postLocales(older.slug)).toEqual(["en"]);
    expect(postLocales("no-such-post")).toEqual([]);
    expect(helpArticleLocales("how-the-14-day-free-trial-works")).toEqual(["en", "fr", "nl", "de"]);
    expect(legalDocumentLocales("terms-of-service")).toEqual(["en", "fr", "nl", "de"]);
    expect(blockPageLocales("block-library")).toEqual(["en"]);
  });

  it("is known by a page's address", () => {
    const [newest] = getPosts("en");
    expect(pathLocales("/")).toEqual(["en", "fr", "nl", "de"]);
    expect(pathLocales(`/blog/${newest!.slug}`)).toEqual(postLocales(newest!.slug));
    expect(pathLocales("/help-center/how-the-14-day-free-trial-works")).toHaveLength(4);
    expect(pathLocales("/terms-of-service")).toHaveLength(4);
    expect(pathLocales("/block-library")).toEqual(["en"]);
    expect(pathLocales("/careers/ux-ui-designer")).toEqual(["en"]);
    expect(pathLocales("/blog/page/1")).toEqual(["en", "fr", "nl", "de"]);
    expect(pathLocales("/nowhere")).toEqual([]);
  });

  it("has a listing's page in the languages whose posts fill it", () => {
    const inLocale = (has: (posts: ReturnType<typeof getPosts>) => boolean) =>
      (["en", "fr", "nl", "de"] as const).filter((locale) => has(getPosts(locale)));
    expect(pathLocales("/blog/page/2")).toEqual(inLocale((posts) => pageCount(posts.length) >= 2));
    const [newest] = getPosts("fr");
    const slug = newest!.categorySlug;
    const inCategory = inLocale((posts) => posts.some((post) => post.categorySlug === slug));
    expect(inCategory).toContain("fr");
    expect(pathLocales(`/blog/category/${slug}`)).toEqual(inCategory);
    expect(pathLocales(`/blog/category/${slug}/page/9`)).toEqual([]);
  });

  it("publishes a translated post with its English date, author and category", () => {
    for (const locale of translationLocales) {
      for (const post of getPosts(locale)) {
        const english = getPosts("en").find((entry) => entry.slug === post.slug)!;
        expect([post.date, post.author, post.category, post.categorySlug]).toEqual([
          english.date,
          english.author,
          english.category,
          english.categorySlug,
        ]);
        expect(post.source).toBe(`content/${locale}/posts/${post.slug}.md`);
      }
    }
  });
});

describe("a translation's English version", () => {
  it("is the English file's git blob id, as git hash-object prints it", () => {
    const file = "content/faq.yaml";
    const git = execFileSync("git", ["hash-object", file], { encoding: "utf8" }).trim();
    expect(gitBlobId(readFileSync(file))).toBe(git);
  });
});
