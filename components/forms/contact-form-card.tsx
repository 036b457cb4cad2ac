import type { ReactNode } from "react";
import type { ContactFormProps } from "@/components/forms/contact-form";
import { leadPage, siteFormTarget } from "@/components/forms/site-form-target";
import { Card } from "@/components/blocks/parts/card";
import { leadFormWordsIn } from "@/content/forms";
import { contactSupportContentIn } from "@/content/pages/contact-support";
import { siteConfig } from "@/content/site";
import type { Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/locales";
import { CONTACT_LIMITS } from "@/lib/leads/contact-limits";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatIntegerIn } from "@/lib/text/format-in-locale";
import { VISIBLE_TEXT_PATTERN } from "@/lib/text/visible-text";

/** The form's limits as `locale` writes numbers ("5,000", "5 000", "5.000"). */
function limitsIn(locale: Locale) {
  const number = (value: number) => formatIntegerIn(value, locale);
  return {
    name: { max: number(CONTACT_LIMITS.name) },
    message: { min: number(CONTACT_LIMITS.messageMin), max: number(CONTACT_LIMITS.messageMax) },
  };
}

/**
 * The contact form's props in `locale`: where it sends (the same address in every language),
 * the page a lead names (`path` in that language), its words and options. The messages come
 * with their limits filled in, so the island writes the numbers as the page's language does.
 */
export function contactFormProps(path: `/${string}`, locale: Locale): ContactFormProps {
  const { support } = siteConfig.email;
  const { form } = contactSupportContentIn(locale);
  const limits = limitsIn(locale);
  const messages = {
    ...form.messages,
    nameTooLong: fillTemplate(form.messages.nameTooLong, limits.name),
    messageTooShort: fillTemplate(form.messages.messageTooShort, limits.message),
    messageTooLong: fillTemplate(form.messages.messageTooLong, limits.message),
  };
  return {
    target: siteFormTarget("contact", support),
    page: leadPage(localePath(locale, path)),
    to: support,
    subjects: form.subjects,
    priorities: form.priorities,
    messages,
    namePattern: VISIBLE_TEXT_PATTERN,
    text: {
      ...form,
      messageHint: fillTemplate(form.messageHint, limits.message),
      ...leadFormWordsIn(locale),
    },
  };
}

/**
 * The contact form (`children`: the island, loaded as the page's route needs it) in its card,
 * under its title: on /contact-support and in any page's "Contact form" block. Its words are
 * content/pages/contact-support.yaml's `form`, in the page's language.
 */
export function ContactFormCard({
  headingId,
  title,
  description,
  locale,
  children,
}: {
  headingId: string;
  title?: string;
  description?: string;
  /** The page's language. */
  locale: Locale;
  children: ReactNode;
}) {
  const { form } = contactSupportContentIn(locale);
  return (
    <Card>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        {title ?? form.title}
      </h2>
      <p className="mt-2 text-ink-muted">{description ?? form.description}</p>
      <div className="mt-8">{children}</div>
    </Card>
  );
}
