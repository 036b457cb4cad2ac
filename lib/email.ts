import { regexes } from "zod/mini";
import { EMAIL_MAX_LENGTH } from "@/lib/contact-limits";

/**
 * Whether an e-mail address is one the site accepts: zod's own rule, the one the contact and
 * newsletter forms check with `z.email()`, so the chat never accepts what a form refuses.
 */
export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && regexes.email.test(address);
}
