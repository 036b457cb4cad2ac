"use client";

import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { Bot, Headset, SendHorizontal, X } from "@/lib/brand/icons";
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type CSSProperties,
} from "react";
import { ChatBubble } from "@/components/chat/chat-bubble";
import { ChatHandoff } from "@/components/chat/chat-handoff";
import type { ChatHandoffTarget, ChatTexts } from "@/components/chat/chat-types";
import {
  answerMessage,
  answerMessageFor,
  canSend,
  createMessage,
  MAX_MESSAGE_LENGTH,
  normalizeMessage,
  type ChatMessage,
} from "@/lib/chat/chat";
import {
  CHAT_SESSION_KEY,
  conversationAgeMs,
  parseConversation,
  serializeConversation,
  unanswered,
} from "@/lib/chat/chat-session";
import { prepareIndex, type PreparedIndex } from "@/lib/chat/chat-search";
import { fillTemplate } from "@/lib/text/fill-template";
import { sessionStore } from "@/lib/browser/safe-storage";
import { CHAT_REPLY_DELAY_MS } from "@/lib/browser/timings";

type ChatPanelProps = {
  id: string;
  /** The cookie bar's height while it asks (`--consent-bar-height`), set by the launcher. */
  style?: CSSProperties;
  open: boolean;
  onClose: () => void;
  texts: ChatTexts;
  handoff: ChatHandoffTarget;
};

/** Shown from this many characters on, before the limit is reached. */
const COUNTER_FROM = MAX_MESSAGE_LENGTH - 50;

/**
 * The index of the site's answers, downloaded when the chat first opens. A failed download or a
 * malformed file leaves the chat with its topic replies and the handoff (undefined).
 */
function loadIndex(path: string): Promise<PreparedIndex | undefined> {
  return fetch(path)
    .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
    .then(prepareIndex)
    .catch(() => undefined);
}

/** The chat window: loaded on demand by ChatLauncher; it answers locally, people answer by e-mail. */
export function ChatPanel({ id, style, open, onClose, texts, handoff }: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const limitId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);
  const index = useRef<Promise<PreparedIndex | undefined>>(null);
  const openedAt = useRef(0);
  // The conversation this tab had on an earlier page, if any (read once: the panel mounts in
  // the browser, when the chat first opens).
  const [stored] = useState(() => parseConversation(sessionStore.get(CHAT_SESSION_KEY)));
  const [messages, setMessages] = useState<ChatMessage[]>(
    () => stored?.messages ?? [createMessage(texts.greeting, true)],
  );
  const [draft, setDraft] = useState("");
  // A question the visitor left before it was answered gets its answer now.
  const [leftUnanswered] = useState(() => stored && unanswered(stored.messages));
  const [pending, setPending] = useState(leftUnanswered ? 1 : 0);
  const [handoffOpen, setHandoffOpen] = useState(stored?.handoff.open ?? false);
  const [handoffEmail, setHandoffEmail] = useState(stored?.handoff.email ?? "");

  /** Answers `text` after the typing delay; the caller has counted it as pending. */
  function answerLater(text: string) {
    const answer = (index.current ??= loadIndex(texts.indexPath)).then((prepared) =>
      answerMessage(prepared, texts.replies, text),
    );
    const timer = window.setTimeout(() => {
      void answer.then((found) => {
        setMessages((current) => [...current, answerMessageFor(found, texts.noAnswer)]);
        setPending((count) => count - 1);
      });
    }, CHAT_REPLY_DELAY_MS);
    timers.current.push(timer);
  }
  const answerLeftQuestion = useEffectEvent(() => {
    if (leftUnanswered) answerLater(leftUnanswered);
  });

  useEffect(() => {
    // The panel mounts when the chat first opens: that is when the index is fetched, and when
    // the conversation a hand-off is timed from starts (on an earlier page, if it goes on).
    openedAt.current =
      performance.now() - (stored ? conversationAgeMs(stored.messages, Date.now()) : 0);
    index.current ??= loadIndex(texts.indexPath);
    answerLeftQuestion();
  }, [stored, texts.indexPath]);

  useEffect(() => {
    // Nothing is written until the visitor has sent a message; a refused write loses only this.
    const value = serializeConversation({
      open,
      handoff: { open: handoffOpen, email: handoffEmail },
      messages,
    });
    if (value) sessionStore.set(CHAT_SESSION_KEY, value);
  }, [open, handoffOpen, handoffEmail, messages]);

  useEffect(() => {
    if (open && !handoffOpen) inputRef.current?.focus();
  }, [open, handoffOpen]);

  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    // A long answer is read from its start: scroll to its top when it is taller than the log.
    const last = log.querySelector<HTMLElement>("[data-testid]:last-of-type");
    const top = last ? last.offsetTop - log.offsetTop - 16 : 0;
    log.scrollTop =
      last && !pending && last.offsetHeight > log.clientHeight ? top : log.scrollHeight;
  }, [messages, pending, handoffOpen]);

  useEffect(() => {
    const scheduled = timers.current;
    return () => scheduled.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const length = normalizeMessage(draft)?.length ?? 0;
  const tooLong = length > MAX_MESSAGE_LENGTH;

  function send(event: FormEvent) {
    event.preventDefault();
    const text = normalizeMessage(draft);
    if (!text || !canSend(text)) return;
    setMessages((current) => [...current, createMessage(text, false)]);
    setDraft("");
    setPending((count) => count + 1);
    answerLater(text);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  }

  return (
    <div
      id={id}
      style={style}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      className={clsx(
        // Above the cookie banner and its dimmed backdrop (z-60, z-61): the visitor opened it.
        "fixed right-4 bottom-[calc(var(--consent-bar-height,0px)+5.5rem)] z-[62] flex h-[500px] max-h-[calc(100dvh-7rem-var(--consent-bar-height,0px))] w-96 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-lift sm:right-6 sm:bottom-[calc(var(--consent-bar-height,0px)+6rem)] print:hidden",
        // A phone, or a page zoomed to 400 %: the whole screen, above the cookie bar while it
        // asks (it is there again when the chat closes), so the conversation keeps room to be
        // read; if even that is too little, the panel scrolls as one.
        "small-screen:inset-0 small-screen:h-auto small-screen:max-h-none small-screen:w-auto small-screen:max-w-none small-screen:overflow-y-auto small-screen:rounded-none small-screen:border-0",
      )}
    >
      <div className="flex items-center gap-3 bg-gradient-to-r from-brand-600 to-brand-deep-700 px-4 py-3 text-on-fill short:py-1.5">
        <span className="grid size-10 place-items-center rounded-full bg-on-fill/15 ring-1 ring-on-fill/25 short:hidden">
          <Icon icon={Bot} aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold">
            {texts.assistantName}
          </h2>
          <p className="flex items-center gap-1.5 text-xs text-brand-tint-50">
            <span aria-hidden="true" className="size-2 rounded-full bg-success-400" />
            {texts.status}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={texts.closeLabel}
          className="grid size-9 place-items-center rounded-full text-on-fill hover:bg-on-fill/15 focus-visible:outline-on-fill"
        >
          <Icon icon={X} aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={texts.assistantName}
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto bg-surface-muted p-4 small-screen:min-h-24"
      >
        {messages.map((message) => (
          <ChatBubble
            key={message.id}
            message={message}
            texts={texts}
            onHandoff={() => setHandoffOpen(true)}
          />
        ))}
        {pending > 0 && (
          <div
            role="status"
            data-testid="typing-indicator"
            className="inline-flex items-center gap-1 rounded-2xl rounded-bl-md bg-surface px-4 py-3 shadow-sm ring-1 ring-line"
          >
            <span className="sr-only">{texts.typingLabel}</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                style={{ animationDelay: `${delay}ms` }}
                className="size-2 animate-bounce rounded-full bg-brand-400"
              />
            ))}
          </div>
        )}
      </div>

      {handoffOpen ? (
        <ChatHandoff
          texts={texts}
          handoff={handoff}
          messages={messages}
          chatOpenedAt={openedAt}
          email={handoffEmail}
          onEmailChange={setHandoffEmail}
          onCancel={() => setHandoffOpen(false)}
          onDone={(message) => {
            setMessages((current) => [...current, message]);
            setHandoffOpen(false);
          }}
        />
      ) : (
        <form onSubmit={send} className="border-t border-line bg-surface px-3 pt-3 pb-2">
          <div className="flex items-center gap-2">
            <label htmlFor={inputId} className="sr-only">
              {texts.inputLabel}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={texts.placeholder}
              autoComplete="off"
              // No maxLength: the browser would cut a long paste silently. The draft stays
              // whole and the message below says how long it may be.
              aria-invalid={tooLong || undefined}
              aria-describedby={limitId}
              className="h-10 min-w-0 flex-1 rounded-full border border-line bg-surface-muted px-4 text-base text-ink placeholder:text-ink-subtle focus:border-brand-500 focus:bg-surface focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 aria-invalid:border-danger-600 sm:text-sm"
            />
            <button
              type="submit"
              aria-label={texts.sendLabel}
              disabled={!canSend(draft)}
              className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-on-fill transition-colors hover:bg-brand-deep-700 disabled:opacity-50"
            >
              <Icon icon={SendHorizontal} aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p id={limitId} className={clsx("px-2 text-xs", length >= COUNTER_FROM && "pt-1.5")}>
            <span aria-live="polite" className="text-danger-700">
              {tooLong
                ? fillTemplate(texts.limit.tooLong, { max: String(MAX_MESSAGE_LENGTH) })
                : ""}
            </span>
            {length >= COUNTER_FROM && (
              <span
                className={clsx(
                  "ml-1",
                  tooLong ? "font-semibold text-danger-700" : "text-ink-muted",
                )}
              >
                {fillTemplate(texts.limit.counter, {
                  count: String(length),
                  max: String(MAX_MESSAGE_LENGTH),
                })}
              </span>
            )}
          </p>
        </form>
      )}
      <div className="flex items-center justify-between gap-3 bg-surface px-4 pt-1 pb-3 text-[11px] text-ink-muted">
        <p>{texts.disclaimer}</p>
        {!handoffOpen && (
          <button
            type="button"
            onClick={() => setHandoffOpen(true)}
            className="inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Icon icon={Headset} aria-hidden="true" className="size-3.5" />
            {texts.handoff.open}
          </button>
        )}
      </div>
    </div>
  );
}
