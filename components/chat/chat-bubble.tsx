import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { ArrowRight, Mail, Headset } from "@/lib/brand/icons";
import type { ChatTexts } from "@/components/chat/chat-types";
import type { ChatMessage } from "@/lib/chat/chat";

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A message's time as the page's language writes it: "3:05 PM", "15:05". */
function timeOf(timestamp: number, locale: string): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" });
    timeFormats.set(locale, format);
  }
  return format.format(timestamp);
}

/** One message of the log: the visitor's on the right; the assistant's with its source or offer. */
export function ChatBubble({
  message,
  texts,
  onHandoff,
}: {
  message: ChatMessage;
  texts: ChatTexts;
  onHandoff: () => void;
}) {
  const { source, offersHandoff, mailHref, onlyInEnglish } = message;
  return (
    <div
      data-testid={message.isBot ? "bot-message" : "user-message"}
      className={clsx("flex min-w-0 flex-col", message.isBot ? "items-start" : "items-end")}
    >
      <div
        className={clsx(
          // A 500-character URL has no break opportunity: `overflow-wrap: anywhere` makes one.
          "max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2 text-sm leading-relaxed wrap-anywhere",
          message.isBot
            ? "rounded-bl-md bg-surface text-ink shadow-sm ring-1 ring-line"
            : "rounded-br-md bg-brand-600 text-on-fill",
        )}
      >
        {onlyInEnglish && (
          <p className="mb-1.5 text-xs font-medium text-ink-muted">{texts.onlyInEnglish}</p>
        )}
        <p className="whitespace-pre-wrap">
          <span className="sr-only">
            {message.isBot ? texts.assistantName : texts.handoff.transcriptYou}:{" "}
          </span>
          {/* Isolated: a message in Arabic or Hebrew reads right to left, and no bidi
              control in it reorders what follows. An English-only answer is marked as
              English, so a screen reader pronounces it so. */}
          <bdi lang={onlyInEnglish ? "en" : undefined}>{message.text}</bdi>
        </p>
        {source && (
          <a
            href={source.url}
            className="mt-2 flex items-start gap-1.5 border-t border-line pt-2 text-xs font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Icon icon={ArrowRight} aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span>
              {texts.sourcePrefix}: {texts.sourceKinds[source.kind]} -{" "}
              <span lang={onlyInEnglish ? "en" : undefined}>{source.title}</span>
            </span>
          </a>
        )}
        {mailHref && (
          <a
            href={mailHref}
            className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-brand-700 underline underline-offset-4"
          >
            <Icon icon={Mail} aria-hidden="true" className="size-3.5 shrink-0" />
            {texts.handoff.mailLink}
          </a>
        )}
        {offersHandoff && (
          <button
            type="button"
            onClick={onHandoff}
            className="mt-2.5 inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-xs font-semibold text-brand-800 transition-colors hover:bg-brand-100"
          >
            <Icon icon={Headset} aria-hidden="true" className="size-3.5 shrink-0" />
            {texts.handoff.open}
          </button>
        )}
      </div>
      {/* A pause before the time, which the log otherwise reads glued to the message. */}
      <span className="sr-only">. </span>
      <time
        dateTime={new Date(message.timestamp).toISOString()}
        className="mt-1 px-1 text-[11px] text-ink-muted"
      >
        {timeOf(message.timestamp, texts.timeLocale)}
      </time>
    </div>
  );
}
