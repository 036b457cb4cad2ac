import { describe, expect, it } from "vitest";
import { resolveTokens, tokensIn, type TokenTable } from "@/lib/content/tokens";

const table: TokenTable = {
  brand: { describe: "the brand", value: () => "Stackless" },
  "price.lowestMonthly": { describe: "lowest monthly price", value: () => "$97" },
};

describe("resolveTokens", () => {
  it("replaces tokens in every string, nested in objects and arrays", () => {
    const data = {
      title: "Why {{brand}}?",
      items: [{ answer: "From {{ price.lowestMonthly }}/month with {{brand}}." }],
      count: 3,
    };
    expect(resolveTokens("content/faq.yaml", data, table)).toEqual({
      title: "Why Stackless?",
      items: [{ answer: "From $97/month with Stackless." }],
      count: 3,
    });
  });

  it("leaves single-brace run-time slots alone", () => {
    expect(resolveTokens("f.yaml", { text: "{count} results for {query}" }, table)).toEqual({
      text: "{count} results for {query}",
    });
  });

  it("fails naming the file, the entry and the field of an unknown token", () => {
    const data = { items: [{ question: "Is it free?", answer: "From {{price.lowest}}" }] };
    expect(() => resolveTokens("content/faq.yaml", data, table)).toThrow(
      /content\/faq\.yaml\.items\[0\] "Is it free\?"\.answer: unknown token \{\{price\.lowest\}\}/,
    );
  });

  it("lists the tokens a text uses", () => {
    expect(tokensIn("{{brand}} from {{ price.lowestMonthly }} and {count}")).toEqual([
      "brand",
      "price.lowestMonthly",
    ]);
  });
});
