"use client";

import { clsx } from "clsx";
import { useId, useState, type FormEvent } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { controlClass } from "@/components/forms/field-styles";
import { FormField } from "@/components/forms/form-field";
import { MailFallback } from "@/components/forms/mail-fallback";
import { fillTemplate } from "@/lib/fill-template";
import { mailto } from "@/lib/mailto";
import type { NewsletterMessages } from "@/lib/newsletter-form";
import { showToast } from "@/lib/toast";

export type NewsletterFormProps = {
  /** The configured form endpoint, or null to compose an e-mail to `to`. */
  formEndpoint: string | null;
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
  };
  messages: NewsletterMessages;
};

// zod and the sending code arrive with the first interaction, not with the page.
const loadValidation = () => import("@/lib/newsletter-form");
const loadSending = () => import("@/lib/form-submit");

export function NewsletterForm({ formEndpoint, to, text, messages }: NewsletterFormProps) {
  const idPrefix = useId();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [mailHref, setMailHref] = useState<string>();

  async function validate(email: string) {
    const { validateNewsletter } = await loadValidation();
    return validateNewsletter({ email }, messages);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem("email") as HTMLInputElement;
    const result = await validate(input.value);
    if (!result.success) {
      setError(result.errors.email);
      input.focus();
      return;
    }
    setError(undefined);
    const { email } = result.data;
    const href = mailto(to, {
      subject: text.mail.subject,
      body: fillTemplate(text.mail.body, { email }),
    });
    const { deliverForm } = await loadSending();
    setSending(true);
    const delivery = await deliverForm({
      endpoint: formEndpoint,
      payload: { form: "newsletter", email },
      mailHref: href,
    });
    setSending(false);
    if (delivery.via === "mail") {
      setMailHref(delivery.href);
      void showToast("info", fillTemplate(text.toast.mail, { to }));
    } else if (delivery.ok) {
      form.reset();
      void showToast("success", text.toast.posted);
    } else {
      void showToast("error", text.toast.failed);
    }
  }

  async function revalidate(value: string) {
    if (!error) return;
    const result = await validate(value);
    setError(result.success ? undefined : result.errors.email);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onFocus={() => void Promise.all([loadValidation(), loadSending()])}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          idPrefix={idPrefix}
          name="email"
          label={text.emailLabel}
          error={error}
          hideLabel
          className="flex-1"
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={text.placeholder}
              onChange={(event) => void revalidate(event.currentTarget.value)}
              className={clsx(controlClass, "h-12")}
            />
          )}
        </FormField>
        <button
          type="submit"
          disabled={sending}
          className={clsx(buttonVariants({ size: "lg" }), "w-full sm:w-auto")}
        >
          {sending ? text.sending : text.button}
        </button>
      </div>
      {mailHref && (
        <MailFallback
          text={fillTemplate(text.fallback, { to })}
          linkLabel={text.fallbackLink}
          href={mailHref}
        />
      )}
    </form>
  );
}
