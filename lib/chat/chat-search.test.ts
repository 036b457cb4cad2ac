import { describe, expect, it } from "vitest";
import { chatContent } from "@/content/chat";
import { chatIndex } from "@/content/chat-index";
import { faqContent } from "@/content/faq";
import { plans } from "@/content/plans";
import { siteConfig } from "@/content/site";
import { answerMessage } from "@/lib/chat/chat";
import {
  bestMatch,
  MATCH_THRESHOLD,
  prepareIndex,
  searchIndex,
  stem,
  tokenize,
  type ChatIndexEntry,
} from "@/lib/chat/chat-search";
import { fillTemplate } from "@/lib/text/fill-template";

describe("tokenize", () => {
  it("lower-cases, folds accents and drops stop words", () => {
    expect(tokenize("How do I EXPORT my Données?")).toEqual(["export", "donne"]);
  });

  it("stems word forms to one", () => {
    expect(new Set(["prices", "priced", "pricing", "price"].map(stem)).size).toBe(1);
    expect(stem("planning")).toBe(stem("plan"));
    expect(stem("migration")).toBe(stem("migrate"));
  });

  it("maps synonyms to one word", () => {
    const same = (a: string, b: string) => expect(tokenize(a)).toEqual(tokenize(b));
    same("cost", "price");
    same("pricing", "price");
    same("cancellation", "cancel");
    same("cancelling", "cancel");
    same("money back", "refund");
    same("free", "trial");
    same("download", "export");
    same("privacy", "data");
    same("e-mail", "email");
    same("white label", "white-label");
  });
});

const entry = (id: string, title: string, terms: string[], text: string): ChatIndexEntry => ({
  id,
  kind: "help",
  title,
  text,
  url: `/help-center/${id}`,
  terms,
});

describe("searchIndex", () => {
  const index = prepareIndex({
    entries: [
      entry("a", "Domains", [], "Point your export settings at us."),
      entry("b", "Exporting your data", [], "A CSV of contacts."),
      entry("c", "Teams", ["export"], "Invite people."),
    ],
  });

  it("weighs a word in the title over the same word in the terms, over the text", () => {
    expect(searchIndex(index, "export").map((match) => match.entry.id)).toEqual(["b", "c"]);
  });

  it("needs the message's words in a title or terms, not only in the text", () => {
    expect(searchIndex(index, "settings")).toEqual([]);
  });

  it("matches nothing for an empty message or one of stop words", () => {
    expect(searchIndex(index, "")).toEqual([]);
    expect(searchIndex(index, "how do I")).toEqual([]);
  });

  it("keeps scores in [0, 1] and drops those below the threshold", () => {
    const matches = searchIndex(index, "export contacts teams banana", 0);
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) {
      expect(match.score).toBeGreaterThanOrEqual(0);
      expect(match.score).toBeLessThanOrEqual(1);
    }
    expect(searchIndex(index, "banana export kiwi mango")).toEqual([]);
    expect(MATCH_THRESHOLD).toBeGreaterThan(0);
  });
});

describe("the chat's index answers the FAQ asked in other words", () => {
  const index = prepareIndex(chatIndex());
  const brand = siteConfig.name;
  /** The FAQ entry whose question says `words`, read from content. */
  const faqEntry = (words: RegExp) => {
    const item = faqContent.items.find((candidate) => words.test(candidate.question));
    if (!item) throw new Error(`content/faq.yaml has no question matching ${words}`);
    return item;
  };
  const paraphrases: [RegExp, string[]][] = [
    [
      /included.*trial/i,
      ["What is included if I try it for free?", "Does the trial include every feature?"],
    ],
    [
      /save/i,
      ["What kind of savings should I expect?", `How much money could ${brand} save my business?`],
    ],
    [
      /migrate.*train/i,
      [
        "Can you move my stuff over and onboard my staff?",
        "Do you assist with the migration and teach my employees?",
      ],
    ],
    [
      /trial ends/i,
      ["What happens after the free trial expires?", "What happens once my trial is finished?"],
    ],
    [
      /upgrade or downgrade/i,
      [
        "Can I move to a bigger plan later on?",
        "Is it possible to downgrade my subscription afterwards?",
      ],
    ],
    [
      /white-label/i,
      [
        "Can agencies resell it under their own brand?",
        "Could I rebrand the platform for my clients?",
      ],
    ],
    [
      /data secure.*export/i,
      ["How safe is my information, and can I download everything?", "Is my data protected?"],
    ],
    [/compare to/i, [`Is ${brand} better than ClickFunnels?`, "Why pick you over ClickFunnels?"]],
  ];

  it("covers every FAQ question", () => {
    const covered = new Set(paraphrases.map(([words]) => faqEntry(words).question));
    expect([...covered].sort()).toEqual(faqContent.items.map((item) => item.question).sort());
  });

  for (const [words, questions] of paraphrases) {
    for (const question of questions) {
      it(`"${question}"`, () => {
        const expected = faqEntry(words);
        expect(bestMatch(index, question)?.entry).toMatchObject({
          kind: "faq",
          title: expected.question,
          text: expected.answer,
          url: "/#faq",
        });
        // And the chat answers with it, not with a topic reply.
        expect(answerMessage(index, chatContent.replies, question)).toMatchObject({
          kind: "content",
          entry: { title: expected.question },
        });
      });
    }
  }

  it("answers a question with a qualifier from the help article it is about", () => {
    for (const question of ["Can I cancel anytime?", "Can I cancel my plan at any time?"]) {
      expect(bestMatch(index, question)?.entry.url, question).toBe(
        "/help-center/cancelling-your-subscription",
      );
    }
  });

  it("answers a greeting or thanks with small talk, and a question after a greeting", () => {
    const topicOf = (message: string) => {
      const answer = answerMessage(index, chatContent.replies, message);
      return answer.kind === "topic" ? answer.reply.topic : answer.kind;
    };
    for (const hello of ["hi", "Hello!", "hey there 👋"]) {
      expect(topicOf(hello), hello).toBe("greeting");
    }
    for (const thanks of ["thanks!", "Thank you 🙏"]) {
      expect(topicOf(thanks), thanks).toBe("thanks");
    }
    for (const { name } of plans) {
      const question = `hi, how much is the ${name} plan?`;
      expect(answerMessage(index, chatContent.replies, question), question).toMatchObject({
        kind: "content",
        entry: { kind: "plans", title: fillTemplate(chatContent.index.planTitle, { name }) },
      });
    }
  });

  it("answers nonsense with nothing", () => {
    for (const nonsense of [
      "purple elephants dancing on the moon",
      "asdf qwerty zxcv",
      "What's the weather in Paris tomorrow?",
      "\u200B",
    ]) {
      expect(bestMatch(index, nonsense), nonsense).toBeUndefined();
      expect(answerMessage(index, chatContent.replies, nonsense)).toEqual({ kind: "none" });
    }
  });
});
