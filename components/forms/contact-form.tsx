"use client";

import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { Send } from "@/lib/icons";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { controlClass } from "@/components/forms/field-styles";
import { FormField, type ControlProps } from "@/components/forms/form-field";
import { SelectControl } from "@/components/forms/select-control";
import { countLabel } from "@/lib/count-label";
import { contactFields, type ContactField, type ContactValues } from "@/lib/contact-fields";
import type { ContactMessages } from "@/lib/contact-form";
import { fillTemplate } from "@/lib/fill-template";
import { firstInvalidField, type FieldErrors } from "@/lib/form-errors";
import { loadable } from "@/lib/loadable";
import { showToast } from "@/lib/toast";

type Options = readonly [string, ...string[]];

export type ContactFormProps = {
  /** The configured form endpoint, or null to compose an e-mail to `to`. */
  formEndpoint: string | null;
  to: string;
  subjects: Options;
  priorities: Options;
  messages: ContactMessages;
  text: {
    labels: Record<ContactField, string>;
    placeholders: Record<"email" | "message", string>;
    messageHint: string;
    submit: string;
    sending: string;
    promise: string;
    errorSummary: string;
    fieldNoun: { one: string; other: string };
    mailSubject: string;
    toast: { posted: string; failed: string; mail: string };
    fallback: string;
    fallbackLink: string;
  };
};

// zod and the sending code arrive with the first interaction, not with the page.
const loadValidation = () => import("@/lib/contact-form");
const loadSending = () => import("@/lib/form-submit");
// Shown only after a submit composed an e-mail.
const MailFallback = loadable(() =>
  import("@/components/forms/mail-fallback").then((module) => module.MailFallback),
);

function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  return Object.fromEntries(
    contactFields.map((field) => [field, String(data.get(field) ?? "")]),
  ) as ContactValues;
}

export function ContactForm({
  formEndpoint,
  to,
  subjects,
  priorities,
  messages,
  text,
}: ContactFormProps) {
  const idPrefix = useId();
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [sending, setSending] = useState(false);
  const [mailHref, setMailHref] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  // Focus moves once the messages are rendered, so the field is announced with its error.
  const focusAfterRender = useRef<ContactField>(undefined);

  useEffect(() => {
    const field = focusAfterRender.current;
    if (!field) return;
    focusAfterRender.current = undefined;
    (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
  }, [errors]);

  async function validate(values: ContactValues) {
    const { validateContact } = await loadValidation();
    return validateContact(values, { subjects, priorities, messages });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await validate(readValues(form));
    if (!result.success) {
      focusAfterRender.current = firstInvalidField(contactFields, result.errors);
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const data = result.data;
    const { contactMailHref } = await loadValidation();
    const { deliverForm } = await loadSending();
    setSending(true);
    const delivery = await deliverForm({
      endpoint: formEndpoint,
      payload: { form: "contact", ...data },
      mailHref: contactMailHref(to, data, text),
    });
    setSending(false);
    if (delivery.via === "mail") {
      setMailHref(delivery.href);
      void showToast("info", fillTemplate(text.toast.mail, { to }));
    } else if (delivery.ok) {
      form.reset();
      setMailHref(undefined);
      void showToast("success", fillTemplate(text.toast.posted, { firstName: data.firstName }));
    } else {
      void showToast("error", fillTemplate(text.toast.failed, { to }));
    }
  }

  /** Clears a message as soon as its field is fixed; new messages wait for the next submit. */
  async function handleChange(event: FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name as ContactField;
    if (!errors[field]) return;
    const result = await validate(readValues(event.currentTarget));
    const message = result.success ? undefined : result.errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
  }

  const errorCount = Object.values(errors).filter(Boolean).length;

  const field = (
    name: ContactField,
    render: (control: ControlProps) => ReactNode,
    className?: string,
  ) => (
    <FormField
      idPrefix={idPrefix}
      name={name}
      label={text.labels[name]}
      error={errors[name]}
      hint={name === "message" ? text.messageHint : undefined}
      className={className}
    >
      {render}
    </FormField>
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      onChange={handleChange}
      onFocus={() => void Promise.all([loadValidation(), loadSending()])}
      className="grid gap-6 sm:grid-cols-2"
    >
      {field("firstName", (control) => (
        <input
          {...control}
          type="text"
          autoComplete="given-name"

          className={controlClass}
        />
      ))}
      {field("lastName", (control) => (
        <input
          {...control}
          type="text"
          autoComplete="family-name"

          className={controlClass}
        />
      ))}
      {field(
        "email",
        (control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={text.placeholders.email}
            className={controlClass}
          />
        ),
        "sm:col-span-2",
      )}
      {field("subject", (control) => (
        <SelectControl control={control} options={subjects} />
      ))}
      {field("priority", (control) => (
        <SelectControl control={control} options={priorities} />
      ))}
      {field(
        "message",
        (control) => (
          <textarea
            {...control}
            rows={6}
            placeholder={text.placeholders.message}
            className={clsx(controlClass, "resize-y")}
          />
        ),
        "sm:col-span-2",
      )}
      <div className="flex flex-col-reverse gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className={clsx("text-sm", errorCount ? "font-medium text-rose-700" : "text-ink-muted")}>
          {errorCount
            ? fillTemplate(text.errorSummary, { count: countLabel(errorCount, text.fieldNoun) })
            : text.promise}
        </p>
        <button
          type="submit"
          disabled={sending}
          className={clsx(buttonVariants({ size: "lg" }), "w-full sm:w-auto")}
        >
          <Icon icon={Send} aria-hidden="true" />
          {sending ? text.sending : text.submit}
        </button>
      </div>
      {mailHref && (
        <div className="sm:col-span-2">
          <MailFallback
            text={fillTemplate(text.fallback, { to })}
            linkLabel={text.fallbackLink}
            href={mailHref}
          />
        </div>
      )}
    </form>
  );
}
