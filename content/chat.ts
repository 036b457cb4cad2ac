import { z } from "zod";
import { translationMeta } from "@/lib/content/translation";
import { defineLocalizedContent } from "@/content/define-content";
import chatFile from "@/content/chat.yaml";
import { replyTopics } from "@/lib/chat/chat";
import { CHAT_SOURCE_KINDS } from "@/lib/chat/chat-search";

export const chatSchema = z.object({
  assistantName: z.string(),
  status: z.string(),
  launcherLabel: z.string(),
  closeLabel: z.string(),
  greeting: z.string(),
  inputLabel: z.string(),
  placeholder: z.string(),
  sendLabel: z.string(),
  typingLabel: z.string(),
  disclaimer: z.string(),
  /** Shown beside the launcher when the chat's code could not be downloaded. */
  loadFailed: z.string().min(1),
  replies: z
    .array(
      z.object({
        topic: z.enum(replyTopics),
        /**
         * Lower-case words that make this the reply to a message. A greeting's or thanks'
         * keywords must be the whole message ("hi", "thank you"), punctuation and emoji aside.
         */
        keywords: z
          .array(
            z.string().regex(
              // Lower-case letters with the accents French, Dutch and German write (ß to ÿ, œ).
              /^[a-z0-9ß-öø-ÿœ -]+$/,
              "write lower-case words, digits and hyphens, such as free trial",
            ),
          )
          .min(1)
          // Each language has its own words for a topic, as many as it needs.
          .meta(translationMeta.own),
        text: z.string().min(1),
      }),
    )
    // The chat routes each message to one of the topics in lib/chat/chat.ts: each needs its reply,
    // and a second reply for a topic would never be said.
    .refine(
      (replies) =>
        replyTopics.every((topic) => replies.filter((reply) => reply.topic === topic).length === 1),
      { message: `one reply per topic: ${replyTopics.join(", ")}` },
    ),
  /** Said when neither the site's content nor a topic reply answers; offers the handoff. */
  noAnswer: z.string().min(1),
  /** "From: FAQ - <question>": the link under an answer to where it comes from. */
  sourcePrefix: z.string().min(1),
  sourceKinds: z.record(z.enum(CHAT_SOURCE_KINDS), z.string().min(1)),
  /**
   * Above an answer from a help article that is not translated into the page's language (never
   * said in English).
   */
  onlyInEnglish: z.string().min(1),
  /** `{max}` and `{count}` are filled in. */
  limit: z.object({ tooLong: z.string().min(1), counter: z.string().min(1) }),
  handoff: z.object({
    open: z.string().min(1),
    heading: z.string().min(1),
    intro: z.string().min(1),
    emailLabel: z.string().min(1),
    emailPlaceholder: z.string(),
    emailMissing: z.string().min(1),
    emailInvalid: z.string().min(1),
    submit: z.string().min(1),
    sending: z.string().min(1),
    cancel: z.string().min(1),
    /** `{email}`: the visitor's address. */
    sent: z.string().min(1),
    /** `{to}`: the support address. */
    failed: z.string().min(1),
    fallbackLink: z.string().min(1),
    mailOpened: z.string().min(1),
    mailLink: z.string().min(1),
    /** `{question}`: the visitor's question, shortened. */
    mailSubject: z.string().min(1),
    transcriptYou: z.string().min(1),
    transcriptAssistant: z.string().min(1),
    fields: z.object({
      email: z.string().min(1),
      question: z.string().min(1),
      page: z.string().min(1),
      conversation: z.string().min(1),
    }),
  }),
  /** Copy for the chat's index (lib/chat/chat-index.ts); `{name}`, `{price}`... are filled in. */
  index: z.object({
    plansTitle: z.string().min(1),
    plansText: z.string().min(1),
    plansTerms: z.array(z.string()).meta(translationMeta.own),
    planTitle: z.string().min(1),
    planText: z.string().min(1),
    monthlyPrice: z.string().min(1),
    annualOnlyPrice: z.string().min(1),
  }),
});

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const chatContentIn = defineLocalizedContent("content/chat.yaml", chatSchema, chatFile);

export const chatContent = chatContentIn("en");
