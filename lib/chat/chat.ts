/** The chat assistant's logic: what it answers, what it sends to a person. No server involved. */
import { escapeRegExp } from "@/lib/text/escape-regexp";
import { trimInvisible } from "@/lib/text/visible-text";
import {
  bestMatch,
  foldText,
  type ChatIndexEntry,
  type PreparedIndex,
} from "@/lib/chat/chat-search";

export const replyTopics = [
  "demo",
  "pricing",
  "trial",
  "features",
  "support",
  "savings",
  "greeting",
  "thanks",
] as const;
type ReplyTopic = (typeof replyTopics)[number];

export type CannedReply = { topic: ReplyTopic; keywords: readonly string[]; text: string };

/** Topic replies after which the chat offers a person straight away. */
const HANDOFF_TOPICS: ReadonlySet<ReplyTopic> = new Set(["demo", "support"]);

/**
 * Small talk: said only when the whole message is one of the topic's keywords ("Hi!", "thanks
 * 🙏"), so "hi, how much is Amplify?" still gets its answer about pricing.
 */
const SMALL_TALK_TOPICS: ReadonlySet<ReplyTopic> = new Set(["greeting", "thanks"]);

/** The lead form the handoff sends, and the fields it carries besides `page` and the checks. */
export const CHAT_FORM_NAME = "chat";
export const CHAT_LEAD_FIELDS = ["email", "question", "conversation", "source"] as const;
/** `source` says which part of the site a lead came from. */
export const CHAT_LEAD_SOURCE = "chat";

/**
 * How long a hand-off took, for the time-trap in lib/leads/lead-delivery.ts: from when the chat opened, not from
 * when the hand-off's form appeared. That form is one pre-focused field at the end of a
 * conversation, which a person fills in a second with autofill; a script that opens the chat and
 * sends the form straight away is still too fast.
 */
export function handoffFillMs(chatOpenedAt: number, sentAt: number): number {
  return sentAt - chatOpenedAt;
}

/** The longest message the chat sends; a longer draft is kept and the visitor told. */
export const MAX_MESSAGE_LENGTH = 500;

export type ChatMessage = {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: number;
  /** Where a content answer comes from. */
  source?: Pick<ChatIndexEntry, "kind" | "title" | "url">;
  /** The message offers "Talk to a human". */
  offersHandoff?: boolean;
  /** A link to open the composed e-mail again. */
  mailHref?: string;
  /** A content answer that exists only in English, on a page in another language. */
  onlyInEnglish?: boolean;
};

/**
 * A message is sent only if something visible is left (lib/text/visible-text.ts): a message of
 * zero-width spaces, bidi marks or Hangul fillers is no message. What shows nothing is trimmed
 * at the ends only: inside, a joiner holds an emoji sequence together.
 */
export function normalizeMessage(text: string): string | null {
  const trimmed = trimInvisible(text);
  return trimmed ? trimmed : null;
}

/** Whether a draft can be sent: something visible, within the length limit. */
export function canSend(draft: string): boolean {
  const text = normalizeMessage(draft);
  return text !== null && text.length <= MAX_MESSAGE_LENGTH;
}

/**
 * The topic reply whose keywords the message mentions first (at the start of a word). Accents
 * aside on both sides: "démo" finds the keyword "demo", and "économiser" starts a word.
 */
export function topicReply(
  replies: readonly CannedReply[],
  message: string,
): CannedReply | undefined {
  const text = foldText(message);
  return replies.find(
    (reply) =>
      !SMALL_TALK_TOPICS.has(reply.topic) &&
      reply.keywords.some((keyword) =>
        new RegExp(`\\b${escapeRegExp(foldText(keyword))}`).test(text),
      ),
  );
}

/** Only the words: lower case, without punctuation, emoji or extra spaces. */
function wordsOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The small-talk reply (a greeting, thanks) when the message says nothing but its keyword. */
export function smallTalkReply(
  replies: readonly CannedReply[],
  message: string,
): CannedReply | undefined {
  const said = wordsOf(message);
  return replies.find(
    (reply) =>
      SMALL_TALK_TOPICS.has(reply.topic) &&
      reply.keywords.some((keyword) => wordsOf(keyword) === said),
  );
}

/** A content match covering more than half the message says what it asks; a topic fits a weaker one. */
const STRONG_MATCH = 0.5;

export type Answer =
  | { kind: "content"; entry: ChatIndexEntry }
  | { kind: "topic"; reply: CannedReply }
  | { kind: "none" };

/**
 * Which answer a message gets. A message that is only a greeting or thanks gets its small-talk
 * reply. Otherwise a strong content match wins: it answers the question itself and carries a
 * link to its source. Then a topic reply whose keywords the message names (its keyword says what
 * the visitor asked about better than a partial match), then a weaker content match above the
 * search threshold; with neither, the chat says it has no answer and offers a person. `index` is
 * undefined until (or if never) the index arrives: topic replies still work.
 */
export function answerMessage(
  index: PreparedIndex | undefined,
  replies: readonly CannedReply[],
  message: string,
): Answer {
  const smallTalk = smallTalkReply(replies, message);
  if (smallTalk) return { kind: "topic", reply: smallTalk };
  const match = index ? bestMatch(index, message) : undefined;
  if (match && match.score > STRONG_MATCH) return { kind: "content", entry: match.entry };
  const reply = topicReply(replies, message);
  if (reply) return { kind: "topic", reply };
  if (match) return { kind: "content", entry: match.entry };
  return { kind: "none" };
}

let sequence = 0;

export function createMessage(
  text: string,
  isBot: boolean,
  now = Date.now(),
  extra: Pick<ChatMessage, "source" | "offersHandoff" | "mailHref" | "onlyInEnglish"> = {},
): ChatMessage {
  sequence += 1;
  return { id: `${now}-${sequence}`, text, isBot, timestamp: now, ...extra };
}

/**
 * A path on this site (`/help-center/x`, `/#faq`): the only links an answer carries. Not `//host`
 * or `/\\host` (another site), nor any scheme (`javascript:`).
 */
export function isSitePath(url: string): boolean {
  return /^\/(?![/\\])[^\s\p{Cc}]*$/u.test(url);
}

/** An e-mail the hand-off composed (lib/leads/mailto.ts): the only other link the chat shows. */
export function isMailHref(href: string): boolean {
  return /^mailto:[^\s\p{Cc}]+$/u.test(href);
}

/** The bot's message for an answer; a source that is not a page of the site is not linked. */
export function answerMessageFor(answer: Answer, noAnswer: string, now = Date.now()): ChatMessage {
  if (answer.kind === "content") {
    const { kind, title, url, englishOnly } = answer.entry;
    return createMessage(answer.entry.text, true, now, {
      ...(isSitePath(url) && { source: { kind, title, url } }),
      ...(englishOnly && { onlyInEnglish: true }),
    });
  }
  if (answer.kind === "topic") {
    return createMessage(answer.reply.text, true, now, {
      offersHandoff: HANDOFF_TOPICS.has(answer.reply.topic),
    });
  }
  return createMessage(noAnswer, true, now, { offersHandoff: true });
}

/** The conversation as plain text, one `Speaker: text` paragraph a message, for a person. */
export function transcript(
  messages: readonly Pick<ChatMessage, "text" | "isBot" | "source">[],
  names: { you: string; assistant: string },
): string {
  return messages
    .map((message) => {
      const line = `${message.isBot ? names.assistant : names.you}: ${message.text}`;
      return message.source ? `${line} (${message.source.url})` : line;
    })
    .join("\n\n");
}

/** The visitor's last message: the question a person is asked to answer. */
export function lastQuestion(messages: readonly Pick<ChatMessage, "text" | "isBot">[]): string {
  return messages.findLast((message) => !message.isBot)?.text ?? "";
}
