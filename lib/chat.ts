/** The simulated chat: which canned reply answers a message. No server is involved. */

export const replyTopics = ["demo", "pricing", "trial", "features", "support", "savings"] as const;
export type ReplyTopic = (typeof replyTopics)[number];

export type CannedReply = { topic: ReplyTopic; keywords: readonly string[]; text: string };

export type ChatMessage = { id: string; text: string; isBot: boolean; timestamp: number };

/** A message is sent only if something is left after trimming. */
export function normalizeMessage(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/**
 * The reply whose keywords the message mentions first; otherwise one at random. `random`
 * returns a number in [0, 1) like Math.random, which tests replace.
 */
export function pickReply(
  replies: readonly CannedReply[],
  message: string,
  random: () => number = Math.random,
): CannedReply {
  if (replies.length === 0) throw new Error("No canned replies");
  const text = message.toLowerCase();
  const matched = replies.find((reply) =>
    reply.keywords.some((keyword) => new RegExp(`\\b${escapeRegExp(keyword)}`).test(text)),
  );
  if (matched) return matched;
  const index = Math.min(Math.floor(random() * replies.length), replies.length - 1);
  return replies[index] as CannedReply;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

let sequence = 0;

export function createMessage(text: string, isBot: boolean, now = Date.now()): ChatMessage {
  sequence += 1;
  return { id: `${now}-${sequence}`, text, isBot, timestamp: now };
}
