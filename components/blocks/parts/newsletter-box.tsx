import Link from "next/link";
import type { ReactNode } from "react";
import type { NewsletterFormProps } from "@/components/forms/newsletter-form";
import { leadPage, siteFormTarget } from "@/components/forms/site-form-target";
import { ContentIcon } from "@/components/sections/content-icon";
import { leadFormWordsIn } from "@/content/forms";
import { blogContentIn } from "@/content/pages/blog";
import { siteConfig } from "@/content/site";
import { pathInLocale } from "@/content/translations";
import { localePath, type Locale } from "@/lib/i18n/locales";

/** The newsletter form's props in `locale`: where it sends, the page a lead names, its words. */
export function newsletterFormProps(path: `/${string}`, locale: Locale): NewsletterFormProps {
  const { newsletter } = blogContentIn(locale);
  return {
    target: siteFormTarget("newsletter", siteConfig.email.support),
    page: leadPage(localePath(locale, path)),
    to: siteConfig.email.support,
    text: { ...newsletter, ...leadFormWordsIn(locale) },
    messages: newsletter.messages,
  };
}

/**
 * The newsletter sign-up box (`#newsletter`) around its form (`children`: the island, loaded as
 * the page's route needs it): under every blog listing, and in a page's "Newsletter" block, which
 * may give it its own anchor, title and sentence.
 */
export function NewsletterBox({
  id = "newsletter",
  title,
  text,
  locale,
  children,
}: {
  id?: string;
  title?: string;
  text?: string;
  /** The page's language. */
  locale: Locale;
  children: ReactNode;
}) {
  const { newsletter } = blogContentIn(locale);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8"
    >
      <div className="relative isolate mx-auto grid max-w-5xl gap-8 overflow-hidden rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 via-surface to-accent-50 p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-12">
        <div>
          <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-on-fill shadow-sm">
            <ContentIcon name="Mail" className="size-5" />
          </span>
          <h2
            id={`${id}-heading`}
            className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          >
            {title ?? newsletter.title}
          </h2>
          <p className="mt-3 text-pretty text-ink-muted">{text ?? newsletter.text}</p>
        </div>
        <div>
          {children}
          <p className="mt-3 text-sm text-ink-subtle">
            {newsletter.privacyNote}{" "}
            <Link
              href={pathInLocale(locale, "/privacy-policy")}
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {newsletter.privacyLink}
            </Link>
            .
          </p>
        </div>
      </div>
    </section>
  );
}
