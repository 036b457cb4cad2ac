/**
 * The chat's conversation, kept for the browser tab (sessionStorage), so following an answer's
 * link and coming back, or opening another page, shows the same messages and the address the
 * visitor was typing. Stored only once the visitor has sent a message; a value that does not
 * read back as a conversation the chat itself could have written is discarded.
 */
import * as z from "zod/mini";
import { isMailHref, isSitePath, MAX_MESSAGE_LENGTH, type ChatMessage } from "@/lib/chat/chat";
import { CHAT_SOURCE_KINDS } from "@/lib/chat/chat-search";
import { readJson } from "@/lib/browser/safe-storage";
import { hasVisibleText, trimInvisible } from "@/lib/text/visible-text";

/** The sessionStorage key (docs/consent.md: the visitor's own input, needs no consent). */
export const CHAT_SESSION_KEY = "chat-conversation";

/** Enough for any visit; the oldest messages go first beyond it. */
export const MAX_STORED_MESSAGES = 200;
/** Longer than any answer the index holds or any address a person types. */
const MAX_ANSWER_LENGTH = 10_000;
const MAX_TYPED_EMAIL_LENGTH = 1_000;
/** The range of dates a `Date` can hold; a time outside it throws when shown. */
const MAX_TIME = 8.64e15;

type StoredMessage = Omit<ChatMessage, "id">;

export type ChatConversation = {
  /** Whether the panel was open: Back to the page reopens it as the visitor left it. */
  open: boolean;
  /** "Talk to a human": whether its form was open, and what was typed in it. */
  handoff: { open: boolean; email: string };
  messages: StoredMessage[];
};

const visitorText = z.string().check(
  z.refine((text) => trimInvisible(text) === text && hasVisibleText(text)),
  z.maxLength(MAX_MESSAGE_LENGTH),
);
const answerText = z.string().check(z.refine(hasVisibleText), z.maxLength(MAX_ANSWER_LENGTH));

const storedMessage = z.object({
  text: z.string(),
  isBot: z.boolean(),
  timestamp: z.int().check(z.minimum(0), z.maximum(MAX_TIME)),
  source: z.optional(
    z.object({
      kind: z.enum(CHAT_SOURCE_KINDS),
      title: answerText,
      url: z.string().check(z.refine(isSitePath)),
    }),
  ),
  offersHandoff: z.optional(z.boolean()),
  onlyInEnglish: z.optional(z.boolean()),
  mailHref: z.optional(z.string().check(z.refine(isMailHref))),
});

const storedConversation = z.object({
  version: z.literal(1),
  open: z.boolean(),
  handoff: z.object({
    open: z.boolean(),
    email: z.string().check(z.maxLength(MAX_TYPED_EMAIL_LENGTH)),
  }),
  messages: z
    .array(
      storedMessage.check(
        // What the chat shows: a visitor's message as it was sent, an answer of visible text.
        z.refine(
          (message) => (message.isBot ? answerText : visitorText).safeParse(message.text).success,
        ),
      ),
    )
    .check(z.maxLength(MAX_STORED_MESSAGES)),
});

/** Whether the visitor has said anything yet: until then there is nothing to keep. */
function hasVisitorMessage(messages: readonly Pick<ChatMessage, "isBot">[]): boolean {
  return messages.some((message) => !message.isBot);
}

/**
 * The value to store, or null while the visitor has sent nothing. Ids are left out: they are
 * made again when the conversation is read back.
 */
export function serializeConversation({
  open,
  handoff,
  messages,
}: ChatConversation): string | null {
  if (!hasVisitorMessage(messages)) return null;
  const kept = messages
    .slice(-MAX_STORED_MESSAGES)
    .map(
      ({
        text,
        isBot,
        timestamp,
        source,
        offersHandoff,
        mailHref,
        onlyInEnglish,
      }): StoredMessage => ({
        text,
        isBot,
        timestamp,
        ...(source && { source: { kind: source.kind, title: source.title, url: source.url } }),
        ...(offersHandoff && { offersHandoff }),
        ...(onlyInEnglish && { onlyInEnglish }),
        ...(mailHref && { mailHref }),
      }),
    );
  const email = handoff.email.slice(0, MAX_TYPED_EMAIL_LENGTH);
  return JSON.stringify({ version: 1, open, handoff: { ...handoff, email }, messages: kept });
}

/** A conversation read back: its messages have ids again. */
export type RestoredConversation = Omit<ChatConversation, "messages"> & { messages: ChatMessage[] };

/** The stored conversation, with fresh ids; null when there is none or it is not one. */
export function parseConversation(raw: string | null): RestoredConversation | null {
  const result = storedConversation.safeParse(readJson(raw));
  if (!result.success || !hasVisitorMessage(result.data.messages)) return null;
  const { open, handoff, messages } = result.data;
  return {
    open,
    handoff,
    messages: messages.map((message, index) => ({ ...message, id: `stored-${index}` })),
  };
}

/**
 * How long ago the conversation started (its first message), for the hand-off's spam
 * time-trap, which counts from when the chat opened; never negative.
 */
export function conversationAgeMs(
  messages: readonly Pick<ChatMessage, "timestamp">[],
  now: number,
) {
  const first = messages[0];
  return first ? Math.max(0, now - first.timestamp) : 0;
}

/** The visitor's question the conversation ends on, still to be answered (they left first). */
export function unanswered(messages: readonly Pick<ChatMessage, "text" | "isBot">[]) {
  const last = messages.at(-1);
  return last && !last.isBot ? last.text : undefined;
}
