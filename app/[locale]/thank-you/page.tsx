import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import Link from "next/link";
import { pageLocale } from "@/components/i18n/page-locale";
import { pathInLocale } from "@/content/translations";
import { thankYouContentIn } from "@/content/pages/thank-you";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { THANK_YOU_PATH } from "@/lib/leads/lead-delivery";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/thank-you");

// A confirmation, not a page to find: kept out of search results and the sitemap.
export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() =>
    pageMetadata({ ...thankYouContentIn(locale).meta, path: THANK_YOU_PATH, noIndex: true }),
  );
}

export default async function ThankYouPage() {
  const locale = await pageLocale();
  const { hero, next, links, linksLabel: nextLabel } = thankYouContentIn(locale);
  return (
    <>
      <PageHero icon="CircleCheck" {...hero} />
      <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <ul className="space-y-3 text-ink-muted">
          {next.map((line) => (
            <li key={line} className="leading-7">
              {line}
            </li>
          ))}
        </ul>
        <nav aria-label={nextLabel} className="mt-8">
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={pathInLocale(locale, link.href)}
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
