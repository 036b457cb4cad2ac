import { describe, expect, it } from "vitest";
import { getHelpArticles } from "@/content/help";
import { legalDocuments } from "@/content/legal";
import { getPosts } from "@/content/posts";
import { fitLongestWord, longestWordLength } from "@/lib/text/long-words";

describe("longestWordLength", () => {
  it("counts the letters of the longest run a line cannot break inside", () => {
    expect(longestWordLength("Datenschutzerklärung")).toBe(20);
    expect(longestWordLength("Vijf funnelverbeteringen die je conversie verhogen")).toBe(19);
    // A line may end after a hyphen, a dash or a slash.
    expect(longestWordLength("E-Mail-Marketing-Automatisierung")).toBe(15);
    expect(longestWordLength("Support/Verkauf – Grundlagen")).toBe(10);
    expect(longestWordLength("")).toBe(0);
  });
});

describe("fitLongestWord", () => {
  it("makes a title with a word too long for a phone smaller there, by the word's length", () => {
    const fit = fitLongestWord("Datenschutzerklärung", "4xl", "text-4xl");
    expect(fit.className).toMatch(/^text-4xl max-sm:/);
    expect(fit.style).toEqual({ "--fit-longest-word": "calc((100vw - 2rem) / 12)" });
    expect(fitLongestWord("Nutzungsbedingungen", "3xl", "").className).toContain("--text-3xl");
  });

  it("leaves every English title as its classes say", () => {
    const titles = [
      ...legalDocuments("en").map((document) => document.title),
      ...getPosts("en").map((post) => post.title),
      ...getHelpArticles("en").map((article) => article.frontmatter.title),
    ];
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) {
      expect(fitLongestWord(title, "4xl", "text-4xl"), title).toEqual({ className: "text-4xl" });
    }
  });
});
