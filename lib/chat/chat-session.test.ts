import { describe, expect, it } from "vitest";
import { createMessage, MAX_MESSAGE_LENGTH, type ChatMessage } from "@/lib/chat/chat";
import {
  conversationAgeMs,
  MAX_STORED_MESSAGES,
  parseConversation,
  serializeConversation,
  unanswered,
  type RestoredConversation,
} from "@/lib/chat/chat-session";
import { mailto } from "@/lib/leads/mailto";

const at = Date.UTC(2026, 10, 28, 9);

const greeting = createMessage("Hi there! Ask me anything.", true, at);
const question = createMessage("How do I cancel?", false, at + 5_000);
const answer = createMessage("One click in your account settings.", true, at + 6_500, {
  source: { kind: "help", title: "Cancel your plan", url: "/help-center/cancel" },
});
const mailed = createMessage("Your email app is opening.", true, at + 9_000, {
  mailHref: mailto("support@example.com", { subject: "How do I cancel?" }),
  offersHandoff: true,
});

const conversation: RestoredConversation = {
  open: true,
  handoff: { open: true, email: "ann.lee@exa" },
  messages: [greeting, question, answer, mailed],
};

/** The messages as compared across a reload: ids are made anew (toEqual skips undefined). */
const withoutIds = (messages: readonly ChatMessage[]) =>
  messages.map((message) => ({ ...message, id: undefined }));

/** The stored value with one part changed, as a visitor editing devtools would. */
function edited(
  change: (value: Record<string, unknown> & { messages: Record<string, unknown>[] }) => void,
) {
  const value = JSON.parse(serializeConversation(conversation) ?? "");
  change(value);
  return JSON.stringify(value);
}

describe("serializeConversation", () => {
  it("stores nothing before the visitor has sent a message", () => {
    expect(serializeConversation({ ...conversation, messages: [greeting] })).toBeNull();
    expect(
      serializeConversation({ open: true, handoff: { open: true, email: "a@b.co" }, messages: [] }),
    ).toBeNull();
  });

  it("reads back as the same conversation, with fresh unique ids", () => {
    const restored = parseConversation(serializeConversation(conversation));
    expect(restored?.open).toBe(true);
    expect(restored?.handoff).toEqual({ open: true, email: "ann.lee@exa" });
    expect(withoutIds(restored?.messages ?? [])).toEqual(withoutIds(conversation.messages));
    const ids = restored?.messages.map((message) => message.id) ?? [];
    expect(new Set(ids).size).toBe(conversation.messages.length);
  });

  it("keeps saying that an answer exists only in English", () => {
    const english = createMessage("Import contacts from a CSV file.", true, at + 7_000, {
      source: { kind: "help", title: "Importing contacts", url: "/help-center/importing" },
      onlyInEnglish: true,
    });
    const stored = { ...conversation, messages: [greeting, question, english] };
    const restored = parseConversation(serializeConversation(stored));
    expect(restored?.messages.at(-1)?.onlyInEnglish).toBe(true);
  });

  it("keeps the newest messages when a visit runs long", () => {
    const many = Array.from({ length: MAX_STORED_MESSAGES + 10 }, (_, index) =>
      createMessage(`message ${index}`, index % 2 === 0, at + index),
    );
    const restored = parseConversation(serializeConversation({ ...conversation, messages: many }));
    expect(restored?.messages).toHaveLength(MAX_STORED_MESSAGES);
    expect(restored?.messages.at(-1)?.text).toBe(`message ${MAX_STORED_MESSAGES + 9}`);
  });

  it("keeps emoji sequences, accents and right-to-left text as typed", () => {
    const typed = "Zoë \u{1F469}\u200D\u{1F467} \u05E9\u05DC\u05D5\u05DD";
    const messages = [greeting, createMessage(typed, false, at)];
    const restored = parseConversation(serializeConversation({ ...conversation, messages }));
    expect(restored?.messages[1]?.text).toBe(typed);
  });
});

describe("parseConversation", () => {
  it("is null when nothing is stored or the value is not JSON", () => {
    expect(parseConversation(null)).toBeNull();
    expect(parseConversation("")).toBeNull();
    expect(parseConversation("{")).toBeNull();
    expect(parseConversation("null")).toBeNull();
    expect(parseConversation("[]")).toBeNull();
    expect(parseConversation('"text"')).toBeNull();
  });

  const corrupt: [string, Parameters<typeof edited>[0]][] = [
    ["another version", (value) => (value.version = 2)],
    ["no messages", (value) => (value.messages = [])],
    ["only the assistant's messages", (value) => value.messages.splice(1, 1)],
    ["messages that are not a list", (value) => (value.messages = {} as never)],
    ["a message without text", (value) => delete value.messages[1]?.text],
    ["an empty bubble", (value) => (value.messages[1]!.text = "\u200B\u200E")],
    ["a visitor's message with invisible ends", (value) => (value.messages[1]!.text = " hi\u200B")],
    [
      "a visitor's message over the limit",
      (value) => (value.messages[1]!.text = "a".repeat(MAX_MESSAGE_LENGTH + 1)),
    ],
    ["an empty answer", (value) => (value.messages[2]!.text = "")],
    ["a speaker that is not a boolean", (value) => (value.messages[1]!.isBot = "no")],
    ["a time a date cannot hold", (value) => (value.messages[0]!.timestamp = 1e300)],
    ["a time that is not a number", (value) => (value.messages[0]!.timestamp = "today")],
    ["a fractional time", (value) => (value.messages[0]!.timestamp = 1.5)],
    [
      "a source linking to script",
      (value) => ((value.messages[2]!.source as { url: string }).url = "javascript:alert(1)"),
    ],
    [
      "a source on another site",
      (value) => ((value.messages[2]!.source as { url: string }).url = "//evil.example/x"),
    ],
    [
      "a source on another site, backslashed",
      (value) => ((value.messages[2]!.source as { url: string }).url = "/\\evil.example"),
    ],
    [
      "a source of an unknown kind",
      (value) => ((value.messages[2]!.source as { kind: string }).kind = "ad"),
    ],
    ["an e-mail link that is script", (value) => (value.messages[3]!.mailHref = "javascript:x")],
    ["a typed address that is not text", (value) => (value.handoff = { open: true, email: 42 })],
    ["an open flag that is not a boolean", (value) => (value.open = "yes")],
  ];

  it.each(corrupt)("discards a value with %s", (_, change) => {
    expect(parseConversation(edited(change))).toBeNull();
  });

  it("discards a list longer than the chat ever stores", () => {
    const raw = edited((value) => {
      value.messages = Array.from({ length: MAX_STORED_MESSAGES + 1 }, () => value.messages[1]!);
    });
    expect(parseConversation(raw)).toBeNull();
  });

  it("ignores fields it does not know", () => {
    const raw = edited((value) => {
      value.extra = "x";
      value.messages[0]!.id = "<script>";
    });
    expect(parseConversation(raw)?.messages[0]?.id).toBe("stored-0");
  });
});

describe("conversationAgeMs", () => {
  it("counts from the first message, never below zero", () => {
    expect(conversationAgeMs(conversation.messages, at + 60_000)).toBe(60_000);
    expect(conversationAgeMs(conversation.messages, at - 1)).toBe(0);
    expect(conversationAgeMs([], at)).toBe(0);
  });
});

describe("unanswered", () => {
  it("is the visitor's last message when the assistant has not answered it", () => {
    expect(unanswered([greeting, question])).toBe(question.text);
    expect(unanswered(conversation.messages)).toBeUndefined();
    expect(unanswered([])).toBeUndefined();
  });
});
