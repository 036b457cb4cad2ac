import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH } from "@/lib/leads/contact-limits";
import { trimInvisible } from "@/lib/text/visible-text";

export type EmailMessages = { emailRequired: string; emailInvalid: string };

/**
 * The site's one e-mail rule: trimmed of what shows nothing (a pasted zero-width space counts
 * as nothing, lib/text/visible-text.ts), present, at most 254 characters, and zod's address
 * pattern. The contact and newsletter forms validate with it, and the chat's hand-off asks
 * `isEmailAddress`, so no box accepts what another refuses.
 */
export function emailField(messages: EmailMessages) {
  return z
    .string()
    .check(
      z.overwrite(trimInvisible),
      z.minLength(1, { error: messages.emailRequired, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: messages.emailInvalid, abort: true }),
      z.email(messages.emailInvalid),
    );
}

const emailRule = emailField({ emailRequired: "", emailInvalid: "" });

export function isEmailAddress(value: string): boolean {
  return emailRule.safeParse(value).success;
}
