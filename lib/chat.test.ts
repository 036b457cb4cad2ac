import { describe, expect, it } from "vitest";
import { createMessage, normalizeMessage, pickReply, type CannedReply } from "@/lib/chat";

const replies: CannedReply[] = [
  { topic: "demo", keywords: ["demo"], text: "demo reply" },
  { topic: "pricing", keywords: ["price", "how much"], text: "pricing reply" },
  { topic: "trial", keywords: ["trial"], text: "trial reply" },
  { topic: "features", keywords: ["feature"], text: "features reply" },
  { topic: "support", keywords: ["help"], text: "support reply" },
  { topic: "savings", keywords: ["save"], text: "savings reply" },
];

describe("normalizeMessage", () => {
  it("trims a message", () => {
    expect(normalizeMessage("  hello \n")).toBe("hello");
  });

  it("refuses a message that is empty after trimming", () => {
    expect(normalizeMessage("")).toBeNull();
    expect(normalizeMessage("   \t\n")).toBeNull();
  });
});

describe("pickReply", () => {
  it("answers a message by its keywords", () => {
    expect(pickReply(replies, "How much does it cost?").topic).toBe("pricing");
    expect(pickReply(replies, "Can I book a DEMO?").topic).toBe("demo");
    expect(pickReply(replies, "what are the prices").topic).toBe("pricing");
  });

  it("matches keywords at the start of a word only", () => {
    expect(pickReply(replies, "unhelpful", () => 0).topic).toBe("demo");
  });

  it("picks at random otherwise, with the random source injected", () => {
    expect(pickReply(replies, "hello", () => 0).topic).toBe("demo");
    expect(pickReply(replies, "hello", () => 0.5).topic).toBe("features");
    expect(pickReply(replies, "hello", () => 0.99).topic).toBe("savings");
  });

  it("can reach every one of the six replies", () => {
    const topics = new Set(
      [0, 1, 2, 3, 4, 5].map((slot) => pickReply(replies, "hi", () => slot / 6).topic),
    );
    expect(topics.size).toBe(6);
  });

  it("stays in range if the random source returns 1", () => {
    expect(pickReply(replies, "hello", () => 1).topic).toBe("savings");
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
