import type { NewsletterFormProps } from "@/components/forms/newsletter-form";
import { leadPage, siteFormTarget } from "@/components/forms/site-form-target";
import { formsContent, leadFormWords } from "@/content/forms";
import { siteConfig } from "@/content/site";

/**
 * A sign-up form's props (an event's seats, the academy's waitlist): an e-mail address sent as
 * the lead `formName` from `path`, or by e-mail to support when the site has no form endpoint,
 * with the form's own button, e-mail and confirmation beside the shared sign-up words.
 */
export function signUpFormProps(form: {
  formName: string;
  path: `/${string}`;
  button: string;
  mailSubject: string;
  mailBody: string;
  confirmation: string;
}): NewsletterFormProps {
  const { emailLabel, placeholder, sending, fallback, fallbackLink, messages, failed, mail } =
    formsContent.signUp;
  const { support } = siteConfig.email;
  return {
    formName: form.formName,
    target: siteFormTarget(form.formName, support),
    page: leadPage(form.path),
    to: support,
    messages,
    text: {
      emailLabel,
      placeholder,
      sending,
      fallback,
      fallbackLink,
      ...leadFormWords,
      button: form.button,
      mail: { subject: form.mailSubject, body: form.mailBody },
      toast: { posted: form.confirmation, failed, mail },
    },
  };
}
