import { describe, expect, it } from "vitest";
import { z } from "zod";
import { mergeTranslation } from "@/lib/content/translation";
import { hasWords, isUntranslated, noTexts, tallyText } from "@/lib/content/untranslated";

describe("hasWords", () => {
  it("is true for a text with a letter outside its tokens, in any script", () => {
    expect(hasWords("Start your trial")).toBe(true);
    expect(hasWords("{{site.name}} for teams")).toBe(true);
    expect(hasWords("Über uns")).toBe(true);
  });

  it("is false for tokens, numbers and signs alone", () => {
    expect(hasWords("{{site.tagline}}")).toBe(false);
    expect(hasWords("{{plans.pro.price}}/{{ site.period }}")).toBe(false);
    expect(hasWords("14")).toBe(false);
    expect(hasWords("€29 · 99.9 %")).toBe(false);
    expect(hasWords("")).toBe(false);
  });
});

describe("isUntranslated", () => {
  const tally = (...pairs: [string, string | undefined][]) => {
    const count = noTexts();
    for (const [english, translated] of pairs) tallyText(count, english, translated);
    return count;
  };

  it("is true when every text in words is the English one", () => {
    expect(
      isUntranslated(tally(["Pricing", "Pricing"], ["Plans for teams", "Plans for teams"])),
    ).toBe(true);
  });

  it("is false once one text differs", () => {
    expect(
      isUntranslated(tally(["Pricing", "Tarifs"], ["Plans for teams", "Plans for teams"])),
    ).toBe(false);
  });

  it("counts a text the translation lacks as the English one (the English is shown)", () => {
    expect(isUntranslated(tally(["Pricing", undefined], ["Plans", "Plans"]))).toBe(true);
    expect(isUntranslated(tally(["Pricing", undefined], ["Plans", "Offres"]))).toBe(false);
  });

  it("is false for a file with no text in words: tokens and values read the same in every language", () => {
    expect(isUntranslated(tally(["{{site.tagline}}", "{{site.tagline}}"], ["14", "14"]))).toBe(
      false,
    );
    expect(isUntranslated(noTexts())).toBe(false);
  });

  it("ignores surrounding white space (a folded YAML text)", () => {
    expect(isUntranslated(tally(["Pricing\n", "Pricing"]))).toBe(true);
  });

  it("counts a Markdown body as one more text", () => {
    const same = tally(["A title", "A title"]);
    expect(isUntranslated(same, { english: "Hello.\n", translated: "Hello.\n" })).toBe(true);
    expect(isUntranslated(same, { english: "Hello.\n", translated: "Bonjour.\n" })).toBe(false);
    // Only the body has words: still judged by it.
    expect(isUntranslated(noTexts(), { english: "Hello.", translated: "Hello." })).toBe(true);
  });
});

describe("mergeTranslation's count of texts", () => {
  const schema = z.object({
    title: z.string(),
    description: z.string(),
    items: z.array(z.object({ id: z.string().regex(/^[a-z-]+$/), label: z.string() })),
    href: z.string(),
    tone: z.enum(["emerald", "blue"]),
    count: z.number(),
  });
  const english = {
    title: "{{site.tagline}}",
    description: "Everything a small team sells with.",
    items: [
      { id: "crm", label: "Contacts" },
      { id: "mail", label: "E-mail" },
    ],
    href: "/pricing",
    tone: "emerald",
    count: 3,
  };
  const texts = (translation: unknown) =>
    mergeTranslation({ file: "content/nl/x.yaml", schema, english, translation }).texts;

  it("counts the texts in words, not the tokens nor the values", () => {
    expect(texts({ translatedFrom: "a".repeat(40), ...english })).toEqual({ texts: 3, same: 3 });
  });

  it("says which are still the English", () => {
    const translated = { ...english, items: [{ id: "crm", label: "Contacten" }, english.items[1]] };
    expect(texts(translated)).toEqual({ texts: 3, same: 2 });
  });

  it("does not count a value changed as a translation", () => {
    expect(isUntranslated(texts({ ...english, href: "/nl/prijzen", count: 4 }))).toBe(true);
  });
});
