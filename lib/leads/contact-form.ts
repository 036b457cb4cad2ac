import * as z from "zod/mini";
import type { ContactField, ContactValues } from "@/lib/leads/contact-fields";
import { CONTACT_LIMITS } from "@/lib/leads/contact-limits";
import { emailField } from "@/lib/leads/email";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatInteger } from "@/lib/text/format";
import { fieldErrors, type ValidationResult } from "@/lib/leads/form-errors";
import { mailBody } from "@/lib/leads/form-submit";
import { mailto } from "@/lib/leads/mailto";
import { cleanInput } from "@/lib/text/visible-text";

export type ContactMessages = {
  firstNameRequired: string;
  lastNameRequired: string;
  nameTooLong: string;
  emailRequired: string;
  emailInvalid: string;
  optionInvalid: string;
  messageRequired: string;
  messageTooShort: string;
  messageTooLong: string;
};

export type ContactOptions = {
  subjects: readonly [string, ...string[]];
  priorities: readonly [string, ...string[]];
  messages: ContactMessages;
};

/**
 * The `{min}` / `{max}` the contact form's texts name, from CONTACT_LIMITS, so the copy never
 * types a number the rules could change: `fillTemplate(messages.messageTooLong, limitSlots.message)`.
 */
export const limitSlots = {
  name: { max: formatInteger(CONTACT_LIMITS.name) },
  message: {
    min: formatInteger(CONTACT_LIMITS.messageMin),
    max: formatInteger(CONTACT_LIMITS.messageMax),
  },
} as const;

/**
 * A typed text field: kept without bidi controls and without what shows nothing at its ends
 * (lib/text/visible-text.ts), so a first name of zero-width spaces is a missing first name.
 */
function typedText(
  required: string,
  max: { length: number; error: string },
  min?: { length: number; error: string },
) {
  return z
    .string()
    .check(
      z.overwrite(cleanInput),
      z.minLength(1, { error: required, abort: true }),
      ...(min ? [z.minLength(min.length, min.error)] : []),
      z.maxLength(max.length, max.error),
    );
}

function contactSchema({ subjects, priorities, messages }: ContactOptions) {
  const nameMax = {
    length: CONTACT_LIMITS.name,
    error: fillTemplate(messages.nameTooLong, limitSlots.name),
  };
  return z.object({
    firstName: typedText(messages.firstNameRequired, nameMax),
    lastName: typedText(messages.lastNameRequired, nameMax),
    email: emailField(messages),
    subject: z.enum(subjects, messages.optionInvalid),
    priority: z.enum(priorities, messages.optionInvalid),
    message: typedText(
      messages.messageRequired,
      {
        length: CONTACT_LIMITS.messageMax,
        error: fillTemplate(messages.messageTooLong, limitSlots.message),
      },
      {
        length: CONTACT_LIMITS.messageMin,
        error: fillTemplate(messages.messageTooShort, limitSlots.message),
      },
    ),
  });
}

export function validateContact(
  values: ContactValues,
  options: ContactOptions,
): ValidationResult<ContactField, ContactValues> {
  const result = contactSchema(options).safeParse(values);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors<ContactField>(result.error.issues) };
}

export type ContactMailText = {
  labels: Record<ContactField, string>;
  /** `{subject}`, `{priority}` and `{name}` are filled from the form. */
  mailSubject: string;
};

/** The e-mail a valid contact form becomes when no form endpoint is configured. */
export function contactMailHref(to: string, data: ContactValues, text: ContactMailText): string {
  const { labels } = text;
  return mailto(to, {
    subject: fillTemplate(text.mailSubject, {
      subject: data.subject,
      priority: data.priority,
      name: `${data.firstName} ${data.lastName}`,
    }),
    body: mailBody(
      [
        [labels.firstName, data.firstName],
        [labels.lastName, data.lastName],
        [labels.email, data.email],
        [labels.subject, data.subject],
        [labels.priority, data.priority],
      ],
      { label: labels.message, value: data.message },
    ),
  });
}
