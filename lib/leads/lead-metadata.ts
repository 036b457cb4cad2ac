import { hasConsent } from "@/lib/consent/store";
import { firstTouchFields } from "@/lib/leads/first-touch";
import { localStore } from "@/lib/browser/safe-storage";
import { HONEYPOT_FIELD, SPAM_FLAG_FIELD, spamFlag } from "@/lib/leads/lead-delivery";

/**
 * What a script-sent lead carries besides the visitor's fields: the page it was sent from (the
 * form's hidden field), the visit's first campaign when marketing is allowed, and a spam flag
 * when the honeypot was filled or the form was sent faster than a person fills it.
 */
export function leadMetadata(form: HTMLFormElement, elapsedMs: number): Record<string, string> {
  const data = new FormData(form);
  const flag = spamFlag({ honeypot: String(data.get(HONEYPOT_FIELD) ?? ""), elapsedMs });
  return {
    page: String(data.get("page") ?? ""),
    ...(hasConsent("marketing") ? firstTouchFields(localStore) : {}),
    ...(flag && { [SPAM_FLAG_FIELD]: flag }),
  };
}
