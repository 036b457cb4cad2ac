import { Icon } from "@/components/ui/icon";
import { CalendarDays } from "@/lib/brand/icons";
import { legalPageContentIn, type LegalDocument } from "@/content/pages/legal";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { Languages } from "@/lib/brand/icons";
import { legalPath } from "@/content/legal";
import type { ComponentProps } from "react";
import { DraftLabel } from "@/components/pages/draft-label";
import { LegalContact } from "@/components/pages/legal-contact";
import { MarkdocContent } from "@/components/content/markdoc-content";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { formatDate } from "@/lib/dates/format-date";
import { colonIn } from "@/lib/text/format-in-locale";
import { cn } from "@/components/ui/cn";

/** A legal document: its header with the date of the last change, a table of contents made
 *  from its `##` headings and numbered sections, set in the typography plugin's reading measure.
 *  A translation says first that the English version is the one that binds, and links to it. */
export function LegalDocumentView({
  document,
  locale = defaultLocale,
}: {
  document: LegalDocument;
  /** The page's language, which the document is written in. */
  locale?: Locale;
}) {
  const { sections } = document;
  const copy = legalPageContentIn(locale);
  function Contact(props: Omit<ComponentProps<typeof LegalContact>, "locale">) {
    return <LegalContact {...props} locale={locale} />;
  }
  const components = { Contact };
  return (
    <>
      <PageHero
        eyebrow={document.eyebrow}
        icon={document.icon}
        title={document.title}
        description={document.summary}
      >
        <p className="inline-flex items-center gap-2 text-sm font-medium text-ink-muted">
          <Icon icon={CalendarDays} aria-hidden="true" className="size-4 text-brand-600" />
          <span>
            {copy.lastUpdatedLabel}
            {colonIn(locale)}{" "}
            <time dateTime={document.lastUpdated}>
              {formatDate(document.lastUpdated, "long", locale)}
            </time>
          </span>
        </p>
        {document.draft && (
          <p className="mt-3">
            <DraftLabel locale={locale} />
          </p>
        )}
      </PageHero>

      <div className="mx-auto max-w-7xl gap-16 px-4 py-14 sm:px-6 sm:py-20 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:px-8">
        <nav
          aria-labelledby="toc-heading"
          className="mb-12 rounded-2xl border border-line bg-surface-muted p-5 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-ink uppercase">
            {copy.tocLabel}
          </h2>
          <ol className="mt-4 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-md px-2 py-1.5 text-ink-muted transition-colors hover:bg-surface hover:text-brand-700"
                >
                  <span className="w-5 shrink-0 text-right text-ink-subtle tabular-nums">
                    {index + 1}.
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="prose prose-brand">
          {locale !== defaultLocale && (
            <p
              data-translation-notice
              className="not-prose mb-10 flex gap-3 rounded-xl border border-line bg-surface-muted px-5 py-4 text-sm leading-6 text-ink-muted"
            >
              <Icon
                icon={Languages}
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-brand-600"
              />
              <span>
                {copy.translationNotice}{" "}
                <a
                  href={legalPath(document.slug)}
                  hrefLang="en"
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {copy.englishVersion}
                </a>
              </span>
            </p>
          )}
          <div className="text-lg leading-8 text-ink">
            <MarkdocContent content={document.intro} components={components} locale={locale} />
          </div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={cn("border-t border-line pt-10", index === 0 ? "mt-10" : "mt-12")}
            >
              <h2
                id={`${section.id}-heading`}
                className="mt-0 mb-4 text-2xl font-bold tracking-tight text-ink"
              >
                <span className="text-brand-600">{index + 1}.</span> {section.title}
              </h2>
              <MarkdocContent content={section.content} components={components} locale={locale} />
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
