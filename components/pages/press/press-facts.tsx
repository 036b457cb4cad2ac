import { Card } from "@/components/blocks/parts/card";
import { PageSection } from "@/components/blocks/parts/page-section";
import { StatGrid } from "@/components/blocks/parts/stat-grid";
import { pressContentIn } from "@/content/pages/press";
import type { Locale } from "@/lib/i18n/locales";

/** The figures a journalist quotes, and the paragraph about the company they may reuse. */
export function PressFacts({ locale }: { locale: Locale }) {
  const { facts } = pressContentIn(locale);
  return (
    <PageSection id="facts" title={facts.title}>
      <StatGrid stats={facts.items} label={facts.title} />
      <Card className="mt-6">
        <h3 className="text-lg font-semibold text-ink">{facts.boilerplateTitle}</h3>
        <p className="mt-3 max-w-[68ch] leading-7 text-ink-muted">{facts.boilerplate}</p>
      </Card>
    </PageSection>
  );
}
