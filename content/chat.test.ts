import { describe, expect, it } from "vitest";
import { chatContent } from "@/content/chat";
import { faqContent } from "@/content/faq";
import { plans } from "@/content/plans";
import { tools } from "@/content/tools";
import { formatUsd } from "@/lib/text/format";
import { lowestMonthlyPrice } from "@/lib/pricing/pricing";
import { toolsTotal } from "@/lib/pricing/savings";

// Expected figures are computed from the plan and tool data, so a price change in
// content/plans.yaml or content/tools.yaml keeps these tests green.
const startingPrice = `${formatUsd(lowestMonthlyPrice(plans))}/month`;
const otherMonthlyPrices = plans
  .map((plan) => plan.monthlyPrice)
  .filter((price): price is number => price !== null && price !== lowestMonthlyPrice(plans))
  .map((price) => `${formatUsd(price)}/month`);

describe("prices in the chat and FAQ come from the plan data", () => {
  it("quotes the lowest monthly price, and no other plan's, in the pricing reply", () => {
    const pricing = chatContent.replies.find((reply) => reply.topic === "pricing");
    if (!pricing) throw new Error("content/chat.yaml has no reply on pricing");
    expect(pricing.text).toContain(startingPrice);
    for (const price of otherMonthlyPrices) expect(pricing.text).not.toContain(price);
  });

  it("quotes the lowest monthly price and the tools' computed total in the FAQ", () => {
    const answers = faqContent.items.map((item) => item.answer).join("\n");
    expect(answers).toContain(startingPrice);
    expect(answers).toContain(formatUsd(toolsTotal(tools)));
  });
});
