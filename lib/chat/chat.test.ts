import { describe, expect, it } from "vitest";
import {
  answerMessage,
  answerMessageFor,
  canSend,
  createMessage,
  handoffFillMs,
  isMailHref,
  isSitePath,
  lastQuestion,
  MAX_MESSAGE_LENGTH,
  normalizeMessage,
  smallTalkReply,
  topicReply,
  transcript,
  type CannedReply,
} from "@/lib/chat/chat";
import { prepareIndex, type ChatIndexEntry } from "@/lib/chat/chat-search";
import { MIN_FILL_MS, spamFlag } from "@/lib/leads/lead-delivery";

const replies: CannedReply[] = [
  { topic: "demo", keywords: ["demo"], text: "demo reply" },
  { topic: "pricing", keywords: ["price", "how much"], text: "pricing reply" },
  { topic: "trial", keywords: ["trial"], text: "trial reply" },
  { topic: "features", keywords: ["feature"], text: "features reply" },
  { topic: "support", keywords: ["help"], text: "support reply" },
  { topic: "savings", keywords: ["save"], text: "savings reply" },
  { topic: "greeting", keywords: ["hi", "hello", "hi there"], text: "greeting reply" },
  { topic: "thanks", keywords: ["thanks", "thank you"], text: "thanks reply" },
];

const entry = (id: string, title: string, text: string): ChatIndexEntry => ({
  id,
  kind: "faq",
  title,
  text,
  url: "/#faq",
  terms: [],
});

const index = prepareIndex({
  entries: [
    entry("cancel", "How do I cancel my subscription?", "One click in your account settings."),
    entry("calendar", "Setting up booking calendars", "Let clients book a time with you."),
    entry("export", "Can I export my data?", "Download everything as CSV."),
  ],
});

describe("normalizeMessage", () => {
  it("trims a message", () => {
    expect(normalizeMessage("  hello \n")).toBe("hello");
  });

  it("refuses a message that is empty after trimming", () => {
    expect(normalizeMessage("")).toBeNull();
    expect(normalizeMessage("   \t\n")).toBeNull();
  });

  it("trims zero-width characters and refuses a message of only those", () => {
    expect(normalizeMessage("\u200B\u200C\u200D\u2060\uFEFF")).toBeNull();
    expect(normalizeMessage("\u200B \u200B")).toBeNull();
    expect(normalizeMessage("\uFEFFhello\u200B")).toBe("hello");
  });

  it("refuses a message of bidi marks, fillers, the braille blank or a soft hyphen", () => {
    for (const blank of ["\u200E", "\u200F", "\u2063", "\u3164", "\u2800", "\u00AD", "\u202E"]) {
      expect(normalizeMessage(blank)).toBeNull();
      expect(canSend(blank)).toBe(false);
    }
  });

  it("keeps a joiner inside a message, where it holds an emoji together", () => {
    const family = "\u{1F469}\u200D\u{1F467}";
    expect(normalizeMessage(` ${family} `)).toBe(family);
  });
});

describe("isSitePath and isMailHref", () => {
  it("accept the links the chat builds and nothing else", () => {
    expect(["/#faq", "/#pricing", "/help-center/cancel"].every(isSitePath)).toBe(true);
    expect(
      ["javascript:x", "//a.example", "/\\a.example", "", "/a b", "/a\nb"].some(isSitePath),
    ).toBe(false);
    expect(isMailHref("mailto:support@example.com?subject=Hi%20there")).toBe(true);
    expect(
      ["javascript:x", "mailto:", "mailto:a@b.co\nBcc:x", "https://x.example"].some(isMailHref),
    ).toBe(false);
  });
});

describe("canSend", () => {
  it("sends up to the limit, and nothing longer or invisible", () => {
    expect(canSend("a".repeat(MAX_MESSAGE_LENGTH))).toBe(true);
    expect(canSend(`  ${"a".repeat(MAX_MESSAGE_LENGTH)}  `)).toBe(true);
    expect(canSend("a".repeat(MAX_MESSAGE_LENGTH + 1))).toBe(false);
    expect(canSend("\u200B")).toBe(false);
  });
});

describe("topicReply", () => {
  it("answers a message by its keywords", () => {
    expect(topicReply(replies, "How much does it cost?")?.topic).toBe("pricing");
    expect(topicReply(replies, "Can I book a DEMO?")?.topic).toBe("demo");
    expect(topicReply(replies, "what are the prices")?.topic).toBe("pricing");
  });

  it("matches keywords at the start of a word only", () => {
    expect(topicReply(replies, "unhelpful")).toBeUndefined();
  });

  it("has no reply, rather than a random one, for anything else", () => {
    expect(topicReply(replies, "purple elephants")).toBeUndefined();
  });

  it("leaves small talk out: a greeting's keyword starts words like history", () => {
    expect(topicReply(replies, "hello")).toBeUndefined();
    expect(topicReply(replies, "history of the company")).toBeUndefined();
  });
});

describe("smallTalkReply", () => {
  it("answers a message that is only a greeting or thanks", () => {
    expect(smallTalkReply(replies, "hi")?.topic).toBe("greeting");
    expect(smallTalkReply(replies, "thanks")?.topic).toBe("thanks");
    expect(smallTalkReply(replies, "thank you")?.topic).toBe("thanks");
  });

  it("ignores case, punctuation, emoji and spacing", () => {
    for (const hello of ["Hello!", "HI THERE", "  hi,  there... ", "hi 👋", "Hello 👋🏽!!"]) {
      expect(smallTalkReply(replies, hello)?.topic, hello).toBe("greeting");
    }
    for (const thanks of ["Thanks!", "thank you :)", "Thank you!! 🙏", "thanks."]) {
      expect(smallTalkReply(replies, thanks)?.topic, thanks).toBe("thanks");
    }
  });

  it("says nothing when the message asks something besides", () => {
    for (const message of ["hi, how much is the Amplify plan?", "thanks, and the trial?", "hit"]) {
      expect(smallTalkReply(replies, message), message).toBeUndefined();
    }
  });
});

describe("answerMessage", () => {
  it("answers a greeting or thanks with small talk, and a question after a greeting as asked", () => {
    expect(answerMessage(index, replies, "Hi!")).toMatchObject({
      kind: "topic",
      reply: { topic: "greeting" },
    });
    expect(answerMessage(undefined, replies, "thanks")).toMatchObject({
      kind: "topic",
      reply: { topic: "thanks" },
    });
    expect(answerMessage(index, replies, "Hi, how much is it?")).toMatchObject({
      kind: "topic",
      reply: { topic: "pricing" },
    });
  });

  it("answers from the content when the match is strong, even if a topic fits too", () => {
    const answer = answerMessage(index, replies, "Please help me cancel my subscription");
    expect(answer).toMatchObject({ kind: "content", entry: { id: "cancel" } });
  });

  it("prefers a topic reply to a weak content match", () => {
    // "book" only brushes the calendar article; "demo" names what the visitor wants.
    expect(answerMessage(index, replies, "Can I book a demo?")).toMatchObject({
      kind: "topic",
      reply: { topic: "demo" },
    });
  });

  it("uses a weaker content match when no topic fits", () => {
    expect(answerMessage(index, replies, "booking widget")).toMatchObject({
      kind: "content",
      entry: { id: "calendar" },
    });
  });

  it("says it has no answer when nothing fits, and without an index keeps its topics", () => {
    expect(answerMessage(index, replies, "purple elephants")).toEqual({ kind: "none" });
    expect(answerMessage(undefined, replies, "export my data")).toEqual({ kind: "none" });
    expect(answerMessage(undefined, replies, "trial?")).toMatchObject({ kind: "topic" });
  });
});

describe("answerMessageFor", () => {
  it("links a content answer to its source", () => {
    const message = answerMessageFor(answerMessage(index, replies, "export my data"), "none", 5);
    expect(message).toMatchObject({
      text: "Download everything as CSV.",
      isBot: true,
      source: { kind: "faq", title: "Can I export my data?", url: "/#faq" },
    });
  });

  it("links only to a page of this site", () => {
    for (const url of [
      "javascript:alert(1)",
      "//evil.example/x",
      "/\\evil.example",
      "https://x.example",
    ]) {
      const hostile = { ...entry("x", "Export", "Download it."), url };
      expect(answerMessageFor({ kind: "content", entry: hostile }, "", 5)).not.toHaveProperty(
        "source",
      );
    }
  });

  it("offers a person when there is no answer, and after the demo and support topics", () => {
    expect(answerMessageFor({ kind: "none" }, "No answer", 5)).toMatchObject({
      text: "No answer",
      offersHandoff: true,
    });
    const demo = replies[0] as CannedReply;
    const savings = replies[5] as CannedReply;
    expect(answerMessageFor({ kind: "topic", reply: demo }, "", 5).offersHandoff).toBe(true);
    expect(answerMessageFor({ kind: "topic", reply: savings }, "", 5).offersHandoff).toBe(false);
    const greeting = answerMessage(undefined, replies, "hello");
    expect(answerMessageFor(greeting, "", 5)).toMatchObject({
      text: "greeting reply",
      offersHandoff: false,
    });
  });
});

describe("the handoff's lead", () => {
  const conversation = [
    createMessage("Hi, how can I help?", true, 1),
    createMessage("Can I export?", false, 2),
    { ...createMessage("Download as CSV.", true, 3), source: entry("e", "Export", "") },
    createMessage("And a refund?", false, 4),
  ];

  it("writes the conversation for a person, with the sources", () => {
    expect(transcript(conversation, { you: "You", assistant: "Bot" })).toBe(
      "Bot: Hi, how can I help?\n\nYou: Can I export?\n\nBot: Download as CSV. (/#faq)\n\nYou: And a refund?",
    );
  });

  it("takes the visitor's last message as the question", () => {
    expect(lastQuestion(conversation)).toBe("And a refund?");
    expect(lastQuestion(conversation.slice(0, 1))).toBe("");
  });
});

describe("the handoff's time-trap", () => {
  const flag = (chatOpenedAt: number, sentAt: number) =>
    spamFlag({ honeypot: "", elapsedMs: handoffFillMs(chatOpenedAt, sentAt) });

  it("counts the conversation, so a quickly typed or autofilled address is not spam", () => {
    // The chat opened at 0; the hand-off's form appears at 8 s, after a question and an answer.
    const formOpenedAt = 8000;
    expect(flag(0, formOpenedAt + 2400)).toBeUndefined();
    expect(flag(0, formOpenedAt + 1000)).toBeUndefined();
  });

  it("still flags a hand-off sent sooner after the chat opened than a person could", () => {
    expect(flag(5000, 5000 + MIN_FILL_MS - 1)).toBe("too-fast");
    expect(flag(5000, 5000 + MIN_FILL_MS)).toBeUndefined();
  });
});

describe("createMessage", () => {
  it("stamps a unique id and the time", () => {
    const first = createMessage("hi", false, 1000);
    const second = createMessage("hi", false, 1000);
    expect(first).toMatchObject({ text: "hi", isBot: false, timestamp: 1000 });
    expect(first.id).not.toBe(second.id);
  });
});
