"use client";

import { clsx } from "clsx";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { buttonVariants } from "@/components/ui/island-button-variants";
import { controlClass } from "@/components/forms/field-styles";
import { FormField, FormNotice, sendAndTell, type Notice } from "@/components/forms/form-field";
import { LeadHiddenFields, leadFormAttributes } from "@/components/forms/lead-form-parts";
import { EMAIL_MAX_LENGTH } from "@/lib/leads/contact-limits";
import { fillTemplate } from "@/lib/text/fill-template";
import type { FormTarget } from "@/lib/leads/lead-delivery";
import { LazyMailFallback } from "@/components/forms/lazy-mail-fallback";
import type { NewsletterMessages } from "@/lib/leads/newsletter-form";
import { useHydrated } from "@/components/hooks/use-hydrated";

export type NewsletterFormProps = {
  /** The configured provider, or an e-mail to `to` when there is none. */
  target: FormTarget;
  /** The absolute URL of the page the box is on; the lead carries it. */
  page: string;
  to: string;
  text: {
    emailLabel: string;
    placeholder: string;
    button: string;
    sending: string;
    mail: { subject: string; body: string };
    toast: { posted: string; failed: string; mail: string };
    fallback: string;
    fallbackLink: string;
    requiredNote: string;
    honeypotLabel: string;
  };
  messages: NewsletterMessages;
  /** How the leads it sends are labelled: `newsletter`, or a campaign's sign-up form. */
  formName?: string;
};

// zod and the sending code arrive with the first interaction, not with the page.
const loadValidation = () => import("@/lib/leads/newsletter-form");
const loadSending = () =>
  Promise.all([
    import("@/lib/leads/form-submit"),
    import("@/lib/leads/lead-metadata"),
    import("@/lib/leads/mailto"),
  ]).then(([submit, extras, mail]) => ({ ...submit, ...extras, ...mail }));

export function NewsletterForm({
  target,
  page,
  to,
  text,
  messages,
  formName = "newsletter",
}: NewsletterFormProps) {
  const idPrefix = useId();
  const hydrated = useHydrated();
  const mountedAt = useRef(0);
  useEffect(() => {
    mountedAt.current = performance.now();
  }, []);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [mailHref, setMailHref] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const failed: Notice = { kind: "error", message: text.toast.failed };

  async function validate(email: string) {
    const { validateNewsletter } = await loadValidation();
    return validateNewsletter({ email }, messages);
  }

  /** Validates and sends; returns the toast that says what happened (none for a bad address). */
  async function send(form: HTMLFormElement): Promise<Notice | undefined> {
    const input = form.elements.namedItem("email") as HTMLInputElement;
    const result = await validate(input.value);
    if (!result.success) {
      setError(result.errors.email);
      input.focus();
      return;
    }
    setError(undefined);
    const { email } = result.data;
    const { deliverForm, leadMetadata, mailto } = await loadSending();
    const href = mailto(to, {
      subject: text.mail.subject,
      body: fillTemplate(text.mail.body, { email }),
    });
    setSending(true);
    const delivery = await deliverForm({
      target,
      formName,
      fields: { email, ...leadMetadata(form, performance.now() - mountedAt.current) },
      mailHref: href,
    });
    setSending(false);
    if (delivery.via === "mail") {
      setMailHref(delivery.href);
      return { kind: "info", message: fillTemplate(text.toast.mail, { to }) };
    }
    if (!delivery.ok) return failed;
    form.reset();
    return { kind: "success", message: text.toast.posted };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void sendAndTell(() => send(form), failed, setNotice);
  }

  async function revalidate(value: string) {
    if (!error) return;
    // Errors show after a submit, whose code has loaded; if it went, the next submit says so.
    const result = await validate(value).catch(() => null);
    if (!result) return;
    setError(result.success ? undefined : result.errors.email);
  }

  return (
    <form
      data-island="sign-up-form"
      {...leadFormAttributes(target, formName)}
      // The browser validates until the island can; then the island's messages take over.
      noValidate={hydrated}
      onSubmit={handleSubmit}
      onFocus={() => void Promise.all([loadValidation(), loadSending()])}
      className="relative"
    >
      <LeadHiddenFields target={target} page={page} honeypotLabel={text.honeypotLabel} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          idPrefix={idPrefix}
          name="email"
          label={text.emailLabel}
          error={error}
          announceError
          required
          className="flex-1"
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={hydrated ? undefined : EMAIL_MAX_LENGTH}
              placeholder={text.placeholder}
              onChange={(event) => void revalidate(event.currentTarget.value)}
              className={clsx(controlClass, "h-12")}
            />
          )}
        </FormField>
        <button
          type="submit"
          disabled={sending}
          // Level with the input below its label.
          className={clsx(buttonVariants({ size: "lg" }), "w-full sm:mt-7 sm:w-auto")}
        >
          {sending ? text.sending : text.button}
        </button>
      </div>
      <p className="mt-2 text-sm text-ink-muted">{text.requiredNote}</p>
      {notice && <FormNotice {...notice} className="mt-2" />}
      {mailHref && (
        <LazyMailFallback
          text={fillTemplate(text.fallback, { to })}
          linkLabel={text.fallbackLink}
          href={mailHref}
        />
      )}
    </form>
  );
}
