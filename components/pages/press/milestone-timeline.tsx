import { Card } from "@/components/blocks/parts/card";
import { PageSection } from "@/components/blocks/parts/page-section";
import { pressContentIn } from "@/content/pages/press";
import type { Locale } from "@/lib/i18n/locales";

/** The company's milestones in order, each a card on one line of dots. */
export function MilestoneTimeline({ locale }: { locale: Locale }) {
  const { milestones } = pressContentIn(locale);
  return (
    <PageSection id="milestones" tone="muted" title={milestones.title} className="max-w-4xl">
      <ol className="relative space-y-8 border-l-2 border-brand-100 pl-8 sm:pl-10">
        {milestones.items.map((milestone) => (
          <li key={milestone.title} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-5 -left-[calc(2rem+7px)] size-3 rounded-full bg-brand-600 ring-4 ring-brand-100 sm:-left-[calc(2.5rem+7px)]"
            />
            <Card className="sm:p-6">
              <p className="text-sm font-semibold text-brand-700">{milestone.date}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{milestone.title}</h3>
              <p className="mt-2 leading-7 text-ink-muted">{milestone.text}</p>
            </Card>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
