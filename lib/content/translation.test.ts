import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isValueString, mergeTranslation } from "@/lib/content/translation";

const schema = z.object({
  heading: z.string(),
  items: z.array(
    z.object({
      id: z.string().regex(/^[a-z-]+$/),
      question: z.string().endsWith("?"),
      icon: z.enum(["Rocket", "Star"]),
      price: z.number(),
    }),
  ),
  cta: z.object({ label: z.string(), href: z.string() }),
  perMonth: z.string(),
  tone: z.enum(["emerald", "blue"]).optional(),
});

const english = {
  heading: "Questions",
  items: [
    { id: "free-trial", question: "Is there a trial?", icon: "Rocket", price: 97 },
    { id: "refunds", question: "Can I get a refund?", icon: "Star", price: 0 },
  ],
  cta: { label: "Start", href: "/pricing" },
  perMonth: "/month",
  tone: "emerald",
};

describe("mergeTranslation", () => {
  it("takes the texts from the translation and every other value from the English", () => {
    const { data, issues } = mergeTranslation({
      file: "content/fr/faq.yaml",
      schema,
      english,
      translation: {
        translatedFrom: "0".repeat(40),
        heading: "Questions fréquentes",
        items: [
          { id: "free-trial", question: "Un essai ?", icon: "Rocket", price: 97 },
          { id: "refunds", question: "Un remboursement ?", icon: "Star", price: 0 },
        ],
        cta: { label: "Commencer", href: "/pricing" },
        perMonth: "/mois",
        tone: "emerald",
      },
    });
    expect(issues).toEqual([]);
    expect(data).toEqual({
      ...english,
      heading: "Questions fréquentes",
      items: [
        { ...english.items[0], question: "Un essai ?" },
        { ...english.items[1], question: "Un remboursement ?" },
      ],
      cta: { label: "Commencer", href: "/pricing" },
      perMonth: "/mois",
    });
  });

  it("reports a value the translation changed, naming the file and field, and keeps the English", () => {
    const { data, issues } = mergeTranslation({
      file: "content/fr/faq.yaml",
      schema,
      english,
      translation: {
        ...english,
        items: [
          { id: "free-trial", question: "Un essai ?", icon: "Star", price: 79 },
          english.items[1],
        ],
        cta: { label: "Commencer", href: "/fr/tarifs" },
        tone: "bleu",
      },
    });
    expect((data as typeof english).items[0]).toEqual({
      ...english.items[0],
      question: "Un essai ?",
    });
    expect((data as typeof english).cta.href).toBe("/pricing");
    expect(issues.map(({ file, field, kind }) => `${file} ${field} ${kind}`)).toEqual([
      'content/fr/faq.yaml items[0] "Is there a trial?".icon value',
      'content/fr/faq.yaml items[0] "Is there a trial?".price value',
      "content/fr/faq.yaml cta.href value",
      "content/fr/faq.yaml tone value",
    ]);
    expect(issues[1]?.problem).toContain("the site uses the English value 97");
  });

  it("pairs list items by id, shows the English for what is missing and leaves out what is extra", () => {
    const { data, issues } = mergeTranslation({
      file: "content/nl/faq.yaml",
      schema,
      english,
      translation: {
        ...english,
        heading: undefined,
        items: [
          { id: "refunds", question: "Terugbetaling?", icon: "Star", price: 0 },
          { id: "gone", question: "Weg?", icon: "Star", price: 0 },
        ],
        extra: "x",
      },
    });
    const merged = data as typeof english;
    expect(merged.heading).toBe("Questions");
    expect(merged.items.map((item) => item.question)).toEqual([
      "Is there a trial?",
      "Terugbetaling?",
    ]);
    expect(issues.map(({ field, kind }) => `${field} ${kind}`)).toEqual([
      "heading missing",
      'items[0] "Is there a trial?" missing',
      'items "gone" extra',
      "extra extra",
    ]);
  });
});

describe("isValueString", () => {
  it("tells a value from a text by the schema, the key and the value's shape", () => {
    expect(isValueString({ enum: ["a"] }, "label", "a")).toBe(true);
    expect(isValueString({ format: "date" }, "day", "2026-01-01")).toBe(true);
    expect(isValueString({ pattern: "^[a-z-]+$" }, "name", "free-trial")).toBe(true);
    expect(isValueString({ pattern: "\\?$" }, "question", "Is there a trial?")).toBe(false);
    expect(isValueString({}, "href", "/pricing")).toBe(true);
    expect(isValueString({}, "label", "https://example.com/x")).toBe(true);
    expect(isValueString({}, "perMonth", "/month")).toBe(false);
    expect(isValueString({}, "label", "Start your trial")).toBe(false);
  });
});
