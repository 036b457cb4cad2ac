"use client";

import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { Bot, SendHorizontal, X } from "@/lib/icons";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { ChatTexts } from "@/components/chat/chat-types";
import { createMessage, normalizeMessage, pickReply, type ChatMessage } from "@/lib/chat";
import { CHAT_REPLY_DELAY_MS } from "@/lib/timings";

type ChatPanelProps = { id: string; open: boolean; onClose: () => void; texts: ChatTexts };

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** The chat window: loaded on demand by ChatLauncher; the conversation is simulated locally. */
export function ChatPanel({ id, open, onClose, texts }: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    createMessage(texts.greeting, true),
  ]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(0);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  useEffect(() => {
    const scheduled = timers.current;
    return () => scheduled.forEach((timer) => window.clearTimeout(timer));
  }, []);

  function send(event: FormEvent) {
    event.preventDefault();
    const text = normalizeMessage(draft);
    if (!text) return;
    setMessages((current) => [...current, createMessage(text, false)]);
    setDraft("");
    setPending((count) => count + 1);
    const timer = window.setTimeout(() => {
      setMessages((current) => [
        ...current,
        createMessage(pickReply(texts.replies, text).text, true),
      ]);
      setPending((count) => count - 1);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.push(timer);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  }

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed right-4 bottom-22 z-50 flex h-[500px] max-h-[calc(100dvh-7rem)] w-96 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-lift sm:right-6 sm:bottom-24 print:hidden"
    >
      <div className="flex items-center gap-3 bg-gradient-to-r from-brand-600 to-brand-700 px-4 py-3 text-white">
        <span className="grid size-10 place-items-center rounded-full bg-white/15 ring-1 ring-white/25">
          <Icon icon={Bot} aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold">
            {texts.assistantName}
          </h2>
          <p className="flex items-center gap-1.5 text-xs text-brand-50">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
            {texts.status}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={texts.closeLabel}
          className="grid size-9 place-items-center rounded-full text-white hover:bg-white/15 focus-visible:outline-white"
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
        className="flex-1 space-y-3 overflow-y-auto bg-surface-muted p-4"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            data-testid={message.isBot ? "bot-message" : "user-message"}
            className={clsx("flex flex-col", message.isBot ? "items-start" : "items-end")}
          >
            <p
              className={clsx(
                "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed whitespace-pre-wrap",
                message.isBot
                  ? "rounded-bl-md bg-white text-ink shadow-sm ring-1 ring-line"
                  : "rounded-br-md bg-brand-600 text-white",
              )}
            >
              <span className="sr-only">{message.isBot ? texts.assistantName : "You"}: </span>
              {message.text}
            </p>
            <time
              dateTime={new Date(message.timestamp).toISOString()}
              className="mt-1 px-1 text-[11px] text-ink-muted"
            >
              {timeFormat.format(message.timestamp)}
            </time>
          </div>
        ))}
        {pending > 0 && (
          <div
            role="status"
            data-testid="typing-indicator"
            className="inline-flex items-center gap-1 rounded-2xl rounded-bl-md bg-white px-4 py-3 shadow-sm ring-1 ring-line"
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

      <form onSubmit={send} className="flex items-center gap-2 border-t border-line bg-white p-3">
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
          maxLength={500}
          className="h-10 min-w-0 flex-1 rounded-full border border-line bg-surface-muted px-4 text-sm text-ink placeholder:text-ink-subtle focus:border-brand-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
        />
        <button
          type="submit"
          aria-label={texts.sendLabel}
          disabled={!normalizeMessage(draft)}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 disabled:opacity-50"
        >
          <Icon icon={SendHorizontal} aria-hidden="true" className="size-4" />
        </button>
      </form>
      <p className="bg-white px-4 pb-3 text-center text-[11px] text-ink-muted">
        {texts.disclaimer}
      </p>
    </div>
  );
}
