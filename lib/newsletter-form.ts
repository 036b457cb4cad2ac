import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH } from "@/lib/contact-limits";
import { fieldErrors, type ValidationResult } from "@/lib/form-errors";

export type NewsletterMessages = { emailRequired: string; emailInvalid: string };

export function validateNewsletter(
  values: { email: string },
  messages: NewsletterMessages,
): ValidationResult<"email", { email: string }> {
  const schema = z.object({
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: messages.emailRequired, abort: true }),
        z.maxLength(EMAIL_MAX_LENGTH, { error: messages.emailInvalid, abort: true }),
        z.email(messages.emailInvalid),
      ),
  });
  const result = schema.safeParse(values);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors<"email">(result.error.issues) };
}
