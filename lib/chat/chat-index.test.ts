import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chatIndex } from "@/content/chat-index";
import { getHelpArticles } from "@/content/help";

const helpArticles = getHelpArticles();
import { faqContent } from "@/content/faq";
import { plans } from "@/content/plans";
import { formatUsd } from "@/lib/text/format";
import { lowestMonthlyPrice } from "@/lib/pricing/pricing";

/**
 * The index is fetched when the chat opens, on top of the panel's code. 12 KiB gzip is what a
 * slow 3G link (about 50 KB/s) brings in a quarter of a second, well inside the chat's 1.5 s
 * typing delay, and about twice today's size: room for as many help articles again.
 */
const INDEX_BUDGET_GZIP_BYTES = 12 * 1024;

describe("the chat index", () => {
  const index = chatIndex();

  it(`stays under ${INDEX_BUDGET_GZIP_BYTES / 1024} KiB gzip`, () => {
    const json = JSON.stringify(index);
    const size = gzipSync(json, { level: 9 }).length;
    console.info(`chat index: ${json.length} B raw, ${size} B gzip`);
    expect(size).toBeLessThanOrEqual(INDEX_BUDGET_GZIP_BYTES);
  });

  it("holds every FAQ answer, linked to the FAQ", () => {
    const faq = index.entries.filter((entry) => entry.kind === "faq");
    expect(faq.map(({ title, text, url }) => ({ title, text, url }))).toEqual(
      faqContent.items.map((item) => ({ title: item.question, text: item.answer, url: "/#faq" })),
    );
  });

  it("holds the plans with their prices from the plan data, linked to pricing", () => {
    const entries = index.entries.filter((entry) => entry.kind === "plans");
    const overview = entries[0];
    expect(overview?.text).toContain(`${formatUsd(lowestMonthlyPrice(plans))}/month`);
    for (const plan of plans) {
      const entry = entries.find((candidate) => candidate.id === `plan-${plan.id}`);
      expect(entry?.text).toContain(plan.name);
      expect(entry?.text).toContain(formatUsd(plan.monthlyPrice ?? plan.annualPrice));
      expect(overview?.text).toContain(formatUsd(plan.monthlyPrice ?? plan.annualPrice));
    }
    expect(entries.every((entry) => entry.url === "/#pricing")).toBe(true);
  });

  it("answers with each help article's first paragraph, found by its description too", () => {
    const help = index.entries.filter((entry) => entry.kind === "help");
    expect(help).toHaveLength(helpArticles.length);
    for (const article of helpArticles) {
      const entry = help.find((candidate) => candidate.url === `/help-center/${article.slug}`);
      expect(entry?.title).toBe(article.frontmatter.title);
      // A reply, not the article's summary: the description ("When you are billed, how ...")
      // reads as a fragment, so it is not shown.
      expect(entry?.text).not.toContain(article.frontmatter.description);
      expect(entry?.text.length).toBeGreaterThan(40);
      expect(entry?.text).not.toMatch(/\{\{|\]\(|\*\*/); // tokens resolved, no Markdown left
      expect(entry?.terms).toContain(article.frontmatter.category);
      expect(entry?.terms).toContain(article.frontmatter.description);
    }
  });

  it("gives every entry its own id", () => {
    const ids = index.entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
