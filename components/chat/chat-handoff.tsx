import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { CircleAlert, Send } from "@/lib/brand/icons";
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import type { ChatHandoffTarget, ChatTexts } from "@/components/chat/chat-types";
import { LeadHiddenFields } from "@/components/forms/lead-form-parts";
import {
  CHAT_FORM_NAME,
  CHAT_LEAD_SOURCE,
  createMessage,
  handoffFillMs,
  lastQuestion,
  transcript,
  type ChatMessage,
} from "@/lib/chat/chat";
import { isEmailAddress } from "@/lib/leads/email";
import { fillTemplate } from "@/lib/text/fill-template";
import { deliverForm, mailBody } from "@/lib/leads/form-submit";
import { leadMetadata } from "@/lib/leads/lead-metadata";
import { mailto } from "@/lib/leads/mailto";
import { cleanInput, shorten } from "@/lib/text/visible-text";

type ChatHandoffProps = {
  texts: ChatTexts;
  handoff: ChatHandoffTarget;
  messages: readonly ChatMessage[];
  /** When the chat opened (`performance.now()`): the spam time-trap counts from there. */
  chatOpenedAt: RefObject<number>;
  /** What was typed; kept by the panel, so cancelling and coming back loses nothing. */
  email: string;
  onEmailChange: (email: string) => void;
  /** The handoff is done: the panel shows `message` and closes the form. */
  onDone: (message: ChatMessage) => void;
  onCancel: () => void;
};

/**
 * "Talk to a human": asks for an e-mail address and sends the visitor's question and the
 * conversation as a lead, the way the contact form sends one (lib/leads/form-submit.ts): to the
 * configured provider, or, without one, as a prefilled e-mail to support.
 */
export function ChatHandoff({
  texts,
  handoff,
  messages,
  chatOpenedAt,
  email,
  onEmailChange,
  onDone,
  onCancel,
}: ChatHandoffProps) {
  const t = texts.handoff;
  const headingId = useId();
  const emailId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [failedHref, setFailedHref] = useState<string>();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const address = cleanInput(email);
    const problem = !address
      ? t.emailMissing
      : isEmailAddress(address)
        ? undefined
        : t.emailInvalid;
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    const question = lastQuestion(messages);
    const conversation = transcript(messages, {
      you: t.transcriptYou,
      assistant: t.transcriptAssistant,
    });
    const mailHref = mailto(texts.supportEmail, {
      subject: question ? fillTemplate(t.mailSubject, { question: shorten(question) }) : t.heading,
      body: mailBody(
        [
          [t.fields.email, address],
          [t.fields.question, question],
          [t.fields.page, handoff.page],
        ],
        { label: t.fields.conversation, value: conversation },
      ),
    });
    setSending(true);
    setFailedHref(undefined);
    const delivery = await deliverForm({
      target: handoff.target,
      formName: CHAT_FORM_NAME,
      fields: {
        email: address,
        question,
        conversation,
        source: CHAT_LEAD_SOURCE,
        ...leadMetadata(form, handoffFillMs(chatOpenedAt.current, performance.now())),
      },
      mailHref,
    });
    setSending(false);
    if (delivery.via === "mail") {
      onDone(
        createMessage(fillTemplate(t.mailOpened, { to: texts.supportEmail }), true, Date.now(), {
          mailHref: delivery.href,
        }),
      );
    } else if (delivery.ok) {
      onDone(createMessage(fillTemplate(t.sent, { email: address }), true));
    } else {
      // Nothing is lost: the conversation and the address stay, and the e-mail is offered.
      setFailedHref(mailHref);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="relative space-y-2.5 border-t border-line bg-surface p-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {t.heading}
      </h3>
      <p className="text-xs leading-relaxed text-ink-muted">{t.intro}</p>
      <LeadHiddenFields
        target={handoff.target}
        page={handoff.page}
        honeypotLabel={texts.honeypotLabel}
      />
      <div>
        <label htmlFor={emailId} className="block text-xs font-semibold text-ink">
          {t.emailLabel}
        </label>
        <input
          ref={inputRef}
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => {
            onEmailChange(event.target.value);
            if (error && isEmailAddress(event.target.value)) setError(undefined);
          }}
          placeholder={t.emailPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            "mt-1 h-10 w-full rounded-lg border border-line-strong bg-surface px-3 text-base text-ink placeholder:text-ink-subtle hover:border-ink-faint focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 sm:text-sm",
            "aria-invalid:border-danger-600 aria-invalid:bg-danger-50/40",
          )}
        />
        {/* An alert: focus is often in the box already, so moving it there announces nothing. */}
        {error && (
          <p
            id={errorId}
            role="alert"
            className="mt-1 flex items-center gap-1 text-xs text-danger-700"
          >
            <Icon icon={CircleAlert} aria-hidden="true" className="size-3.5 shrink-0" />
            {error}
          </p>
        )}
      </div>
      <div role="status">
        {failedHref && (
          <p className="rounded-lg bg-danger-50 px-3 py-2 text-xs leading-relaxed text-danger-800 ring-1 ring-danger-200">
            {fillTemplate(t.failed, { to: texts.supportEmail })}{" "}
            <a href={failedHref} className="font-semibold underline underline-offset-4">
              {t.fallbackLink}
            </a>
          </p>
        )}
      </div>
      <div className="flex items-center justify-end gap-2 pt-1">
        <button
          type="button"
          onClick={onCancel}
          className="h-9 rounded-lg px-3 text-sm font-semibold text-ink-muted hover:bg-surface-sunken hover:text-ink"
        >
          {t.cancel}
        </button>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex h-9 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-on-fill hover:bg-brand-deep-700 disabled:opacity-60"
        >
          <Icon icon={Send} aria-hidden="true" className="size-4" />
          {sending ? t.sending : t.submit}
        </button>
      </div>
    </form>
  );
}
