import { describe, expect, it } from "vitest";
import { chatContent } from "@/content/chat";
import { faqContent } from "@/content/faq";

describe("prices in the chat and FAQ come from the plan data", () => {
  it("says plans start at $97/month in the pricing reply", () => {
    const pricing = chatContent.replies.find((reply) => reply.topic === "pricing");
    expect(pricing?.text).toContain("$97/month");
    expect(pricing?.text).not.toContain("$297");
  });

  it("says plans start at $97/month in the FAQ", () => {
    expect(faqContent.items[0]?.answer).toContain("$97/month");
  });

  it("quotes the computed $7,111 tools total", () => {
    expect(faqContent.items[1]?.answer).toContain("$7,111");
  });
});
