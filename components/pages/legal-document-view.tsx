import { Icon } from "@/components/ui/icon";
import { CalendarDays } from "@/lib/icons";
import type { LegalDocument } from "@/content/pages/legal";
import type { IconName } from "@/content/icons";
import { LegalBlock } from "@/components/pages/legal-block";
import { PageHero } from "@/components/pages/page-hero";
import { formatDate } from "@/lib/format-date";
import { cn } from "@/lib/cn";
import { BelowTheFold } from "@/components/layout/below-the-fold";

/** Sections that can be on screen when the page opens; the rest wait below the fold. */
const ON_SCREEN_SECTIONS = 2;

/** A legal document: its header with the date of the last change, a linked table of contents
 *  and numbered sections. A jump from the table of contents lays out the deferred sections
 *  first (the `:target` rule in app/globals.css), so it lands on the section. */
export function LegalDocumentView({
  document,
  icon,
  deferredHeight,
}: {
  document: LegalDocument;
  icon: IconName;
  /** The usual height of the sections after the first few, held until they are laid out. */
  deferredHeight: { phone: number; desktop: number };
}) {
  const { sections } = document;
  const renderSection = (section: LegalDocument["sections"][number], index: number) => (
    <section
      key={section.id}
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className={cn("space-y-4 border-t border-line pt-10", index === 0 && "mt-10")}
    >
      <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-ink">
        <span className="text-brand-600">{index + 1}.</span> {section.title}
      </h2>
      {section.blocks.map((block, blockIndex) => (
        <LegalBlock key={blockIndex} block={block} contactEmail={document.contactEmail} />
      ))}
    </section>
  );
  return (
    <>
      <PageHero
        eyebrow={document.eyebrow}
        icon={icon}
        title={document.title}
        description={document.summary}
      >
        <p className="inline-flex items-center gap-2 text-sm font-medium text-ink-muted">
          <Icon icon={CalendarDays} aria-hidden="true" className="size-4 text-brand-600" />
          <span>
            {document.lastUpdatedLabel}:{" "}
            <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
          </span>
        </p>
      </PageHero>

      <div className="mx-auto max-w-7xl gap-16 px-4 py-14 sm:px-6 sm:py-20 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:px-8">
        <nav
          aria-labelledby="toc-heading"
          className="mb-12 rounded-2xl border border-line bg-surface-muted p-5 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-ink uppercase">
            {document.tocLabel}
          </h2>
          <ol className="mt-4 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-md px-2 py-1.5 text-ink-muted transition-colors hover:bg-white hover:text-brand-700"
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

        <article className="max-w-3xl space-y-5 leading-7 text-ink-muted">
          {document.intro.map((paragraph) => (
            <p key={paragraph} className="text-lg leading-8 text-ink">
              {paragraph}
            </p>
          ))}
          {sections.slice(0, ON_SCREEN_SECTIONS).map(renderSection)}
          <BelowTheFold estimatedHeight={deferredHeight}>
            <div className="space-y-5">
              {sections
                .slice(ON_SCREEN_SECTIONS)
                .map((section, index) => renderSection(section, ON_SCREEN_SECTIONS + index))}
            </div>
          </BelowTheFold>
        </article>
      </div>
    </>
  );
}
