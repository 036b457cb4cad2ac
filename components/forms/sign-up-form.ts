import type { NewsletterFormProps } from "@/components/forms/newsletter-form";
import { leadPage, siteFormTarget } from "@/components/forms/site-form-target";
import { formsContentIn, leadFormWordsIn } from "@/content/forms";
import { siteConfig } from "@/content/site";
import { localePath, type Locale } from "@/lib/i18n/locales";

/**
 * A sign-up form's props (an event's seats, the academy's waitlist): an e-mail address sent as
 * the lead `formName` from `path`, or by e-mail to support when the site has no form endpoint,
 * with the form's own button, e-mail and confirmation beside the shared sign-up words, all in
 * `locale` (the form's own words are the caller's, read in that language).
 */
export function signUpFormProps(
  form: {
    formName: string;
    path: `/${string}`;
    button: string;
    mailSubject: string;
    mailBody: string;
    confirmation: string;
  },
  locale: Locale,
): NewsletterFormProps {
  const { emailLabel, placeholder, sending, fallback, fallbackLink, messages, failed, mail } =
    formsContentIn(locale).signUp;
  const { support } = siteConfig.email;
  return {
    formName: form.formName,
    target: siteFormTarget(form.formName, support),
    page: leadPage(localePath(locale, form.path)),
    to: support,
    messages,
    text: {
      emailLabel,
      placeholder,
      sending,
      fallback,
      fallbackLink,
      ...leadFormWordsIn(locale),
      button: form.button,
      mail: { subject: form.mailSubject, body: form.mailBody },
      toast: { posted: form.confirmation, failed, mail },
    },
  };
}
