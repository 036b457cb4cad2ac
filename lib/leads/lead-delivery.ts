/**
 * How a lead (a contact message, a newsletter sign-up) leaves the site: which provider the
 * deployment configured, the fields every form carries besides what the visitor typed, the spam
 * checks, and the request body each provider expects. Pure, so the island only wires it up.
 */

/** `json` and `urlencoded`: a Formspree- or Basin-style endpoint; `netlify`: Netlify Forms. */
export const FORM_PROVIDERS = ["json", "urlencoded", "netlify"] as const;
export type FormProvider = (typeof FORM_PROVIDERS)[number];

/** The page a no-JavaScript submission comes back to (the provider redirects there). */
export const THANK_YOU_PATH = "/thank-you";

import { withoutBidiControls } from "@/lib/text/visible-text";

export { HONEYPOT_FIELD } from "@/lib/leads/honeypot";
/** The flag a script-sent submission carries when a spam check tripped. */
export const SPAM_FLAG_FIELD = "_spam";
/** Faster than a person types a message; an autofilled form can beat it, so it only flags. */
export const MIN_FILL_MS = 3000;

export type SpamFlag = "honeypot" | "too-fast";

export function spamFlag({
  honeypot,
  elapsedMs,
}: {
  honeypot: string;
  elapsedMs: number;
}): SpamFlag | undefined {
  if (honeypot.trim()) return "honeypot";
  if (elapsedMs < MIN_FILL_MS) return "too-fast";
  return undefined;
}

/** Where the forms go, as the site config decides. */
export type FormTarget =
  | {
      kind: "endpoint";
      provider: FormProvider;
      /** The `<form action>` a submission without JavaScript posts to. */
      action: string;
      /** Where the island POSTs. */
      fetchUrl: string;
      /** Hidden fields the provider needs in the HTML (redirect, form name). */
      hidden: Record<string, string>;
    }
  | { kind: "mail"; action: string };

export function formTarget({
  provider,
  endpoint,
  origin,
  formName,
  mailTo,
}: {
  provider: FormProvider;
  endpoint: string | undefined;
  origin: string;
  formName: string;
  mailTo: string;
}): FormTarget {
  if (provider === "netlify") {
    // Netlify answers a POST to any page of the site; the action is the success page it shows.
    return {
      kind: "endpoint",
      provider,
      action: THANK_YOU_PATH,
      fetchUrl: "/",
      hidden: { "form-name": formName },
    };
  }
  if (!endpoint) return { kind: "mail", action: `mailto:${mailTo}` };
  // Formspree reads `_next` as the page to redirect to; other providers set it in their dashboard.
  return {
    kind: "endpoint",
    provider,
    action: endpoint,
    fetchUrl: endpoint,
    hidden: { _next: `${origin}${THANK_YOU_PATH}` },
  };
}

export type LeadFields = Record<string, string>;

/**
 * The request body for `provider`: the form's name, the fields, and nothing empty. No field
 * carries bidi controls, which would make a name or a subject read otherwise in the inbox.
 */
export function encodeLead(
  provider: FormProvider,
  formName: string,
  fields: LeadFields,
): { contentType: string; body: string } {
  const filled = Object.entries(fields)
    .map(([name, value]): [string, string] => [name, withoutBidiControls(value)])
    .filter(([, value]) => value !== "");
  if (provider === "json") {
    return {
      contentType: "application/json",
      body: JSON.stringify({ form: formName, ...Object.fromEntries(filled) }),
    };
  }
  const nameField = provider === "netlify" ? "form-name" : "form";
  return {
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams([[nameField, formName], ...filled]).toString(),
  };
}
