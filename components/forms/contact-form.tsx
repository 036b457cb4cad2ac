"use client";

import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { Send } from "@/lib/brand/icons";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/island-button-variants";
import { controlClass } from "@/components/forms/field-styles";
import {
  FormField,
  FormNotice,
  sendAndTell,
  type ControlProps,
  type Notice,
} from "@/components/forms/form-field";
import { LeadHiddenFields, leadFormAttributes } from "@/components/forms/lead-form-parts";
import { LazyMailFallback } from "@/components/forms/lazy-mail-fallback";
import { SelectControl } from "@/components/forms/select-control";
import { countLabel } from "@/lib/text/count-label";
import { contactFields, type ContactField, type ContactValues } from "@/lib/leads/contact-fields";
import type { ContactMessages } from "@/lib/leads/contact-form";
import { CONTACT_LIMITS } from "@/lib/leads/contact-limits";
import { fillTemplate } from "@/lib/text/fill-template";
import { firstInvalidField, type FieldErrors } from "@/lib/leads/form-errors";
import type { FormTarget } from "@/lib/leads/lead-delivery";
import { useHydrated } from "@/components/hooks/use-hydrated";

type Options = readonly [string, ...string[]];

const FORM_NAME = "contact";

export type ContactFormProps = {
  /** The configured provider, or an e-mail to `to` when there is none. */
  target: FormTarget;
  /** The absolute URL of the page the form is on; the lead carries it. */
  page: string;
  to: string;
  subjects: Options;
  priorities: Options;
  messages: ContactMessages;
  /**
   * A name's HTML `pattern`, VISIBLE_TEXT_PATTERN from lib/text/visible-text.ts: passed by the page,
   * so the module stays out of the form's first load (at its byte budget).
   */
  namePattern: string;
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
    requiredNote: string;
    honeypotLabel: string;
  };
};

// zod and the sending code arrive with the first interaction, not with the page.
const loadValidation = () => import("@/lib/leads/contact-form");
const loadSending = () =>
  Promise.all([import("@/lib/leads/form-submit"), import("@/lib/leads/lead-metadata")]).then(
    ([submit, extras]) => ({ ...submit, ...extras }),
  );

const requiredFields = new Set<ContactField>(["firstName", "lastName", "email", "message"]);

/**
 * What the browser checks in a name before the island can: its length, and that something
 * visible was typed (`pattern`: a name of zero-width spaces is no name), saying `missing` if
 * not. A textarea has no `pattern`: the message gets this check only from the island.
 */
const nativeName = (pattern: string, missing: string) => ({
  maxLength: CONTACT_LIMITS.name,
  pattern,
  title: missing,
});

function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  return Object.fromEntries(
    contactFields.map((field) => [field, String(data.get(field) ?? "")]),
  ) as ContactValues;
}

export function ContactForm({
  target,
  page,
  to,
  subjects,
  priorities,
  messages,
  namePattern,
  text,
}: ContactFormProps) {
  const idPrefix = useId();
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [sending, setSending] = useState(false);
  const [mailHref, setMailHref] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const failed: Notice = { kind: "error", message: fillTemplate(text.toast.failed, { to }) };
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const mountedAt = useRef(0);
  useEffect(() => {
    mountedAt.current = performance.now();
  }, []);
  // Focus moves once the messages are rendered, so the field is announced with its error.
  const focusAfterRender = useRef<ContactField>(undefined);

  useEffect(() => {
    const field = focusAfterRender.current;
    if (!field) return;
    focusAfterRender.current = undefined;
    const element = formRef.current?.elements.namedItem(field) as HTMLElement | null;
    // Centred, so its label is not left under the fixed header (focus() alone sometimes did not
    // scroll at all, or stopped with the label hidden): WCAG 2.4.11, focus not obscured.
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: "center" });
  }, [errors]);

  async function validate(values: ContactValues) {
    const { validateContact } = await loadValidation();
    return validateContact(values, { subjects, priorities, messages });
  }

  /** Validates and sends; returns the toast that says what happened (none for invalid fields). */
  async function send(form: HTMLFormElement): Promise<Notice | undefined> {
    const result = await validate(readValues(form));
    if (!result.success) {
      focusAfterRender.current = firstInvalidField(contactFields, result.errors);
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const data = result.data;
    const { contactMailHref } = await loadValidation();
    const { deliverForm, leadMetadata } = await loadSending();
    setSending(true);
    const delivery = await deliverForm({
      target,
      formName: FORM_NAME,
      fields: { ...data, ...leadMetadata(form, performance.now() - mountedAt.current) },
      mailHref: contactMailHref(to, data, text),
    });
    setSending(false);
    if (delivery.via === "mail") {
      setMailHref(delivery.href);
      return { kind: "info", message: fillTemplate(text.toast.mail, { to }) };
    }
    if (!delivery.ok) return failed;
    form.reset();
    setMailHref(undefined);
    return {
      kind: "success",
      message: fillTemplate(text.toast.posted, { firstName: data.firstName }),
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void sendAndTell(() => send(form), failed, setNotice);
  }

  /** Clears a message as soon as its field is fixed; new messages wait for the next submit. */
  async function handleChange(event: FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name as ContactField;
    if (!errors[field]) return;
    // Errors show after a submit, whose code has loaded; if it went, the next submit says so.
    const result = await validate(readValues(event.currentTarget)).catch(() => null);
    if (!result) return;
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
      required={requiredFields.has(name)}
      className={className}
    >
      {render}
    </FormField>
  );

  return (
    <form
      ref={formRef}
      data-island="contact-form"
      {...leadFormAttributes(target, FORM_NAME)}
      // The browser validates until the island can; then the island's messages take over.
      noValidate={hydrated}
      onSubmit={handleSubmit}
      onChange={handleChange}
      onFocus={() => void Promise.all([loadValidation(), loadSending()])}
      className="relative grid gap-6 sm:grid-cols-2"
    >
      <p className="text-sm text-ink-muted sm:col-span-2">{text.requiredNote}</p>
      <LeadHiddenFields target={target} page={page} honeypotLabel={text.honeypotLabel} />
      {field("firstName", (control) => (
        <input
          {...control}
          type="text"
          autoComplete="given-name"
          {...(!hydrated && nativeName(namePattern, messages.firstNameRequired))}
          className={controlClass}
        />
      ))}
      {field("lastName", (control) => (
        <input
          {...control}
          type="text"
          autoComplete="family-name"
          {...(!hydrated && nativeName(namePattern, messages.lastNameRequired))}
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
            maxLength={hydrated ? undefined : CONTACT_LIMITS.email}
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
            minLength={CONTACT_LIMITS.messageMin}
            maxLength={hydrated ? undefined : CONTACT_LIMITS.messageMax}
            placeholder={text.placeholders.message}
            className={clsx(controlClass, "resize-y")}
          />
        ),
        "sm:col-span-2",
      )}
      <div className="flex flex-col-reverse gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        {/* Live: a failed send reads how many fields need fixing, then each fix the new count. */}
        <p
          aria-live="polite"
          className={clsx("text-sm", errorCount ? "font-medium text-danger-700" : "text-ink-muted")}
        >
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
      {notice && <FormNotice {...notice} className="sm:col-span-2" />}
      {mailHref && (
        <div className="sm:col-span-2">
          <LazyMailFallback
            text={fillTemplate(text.fallback, { to })}
            linkLabel={text.fallbackLink}
            href={mailHref}
          />
        </div>
      )}
    </form>
  );
}
