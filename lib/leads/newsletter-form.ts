import * as z from "zod/mini";
import { emailField, type EmailMessages } from "@/lib/leads/email";
import { fieldErrors, type ValidationResult } from "@/lib/leads/form-errors";

export type NewsletterMessages = EmailMessages;

export function validateNewsletter(
  values: { email: string },
  messages: NewsletterMessages,
): ValidationResult<"email", { email: string }> {
  const schema = z.object({
    email: emailField(messages),
  });
  const result = schema.safeParse(values);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors<"email">(result.error.issues) };
}
