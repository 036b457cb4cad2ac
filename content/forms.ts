import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import type { ContentLocale } from "@/lib/content/content-locales";
import formsFile from "@/content/forms.yaml";

/** Copy every lead form shares. */
export const formsSchema = z.object({
  /** Explains the required-field mark once per form. */
  requiredNote: z.string().includes("*"),
  /** Names the honeypot for the rare tool that reads hidden fields; people never see it. */
  honeypotLabel: z.string(),
  /**
   * Around a campaign's e-mail sign-up form (a page's Event block); the block gives its button,
   * confirmation and e-mail. `{to}` is the address an e-mail app sends it to.
   */
  signUp: z.object({
    emailLabel: z.string(),
    placeholder: z.string(),
    sending: z.string(),
    messages: z.object({ emailRequired: z.string(), emailInvalid: z.string() }),
    failed: z.string(),
    mail: z.string().includes("{to}"),
    fallback: z.string().includes("{to}"),
    fallbackLink: z.string(),
  }),
});

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const formsContentIn = defineLocalizedContent("content/forms.yaml", formsSchema, formsFile);

export const formsContent = formsContentIn("en");

/**
 * What every lead form says in `locale` (the required-field note, the honeypot's label), for
 * the islands' props: only these, so the sign-up words do not travel with every form.
 */
export function leadFormWordsIn(locale: ContentLocale) {
  const { requiredNote, honeypotLabel } = formsContentIn(locale);
  return { requiredNote, honeypotLabel };
}
