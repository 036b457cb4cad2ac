import { IconCardGrid, namedCards } from "@/components/blocks/parts/icon-card-grid";
import { PageSection } from "@/components/blocks/parts/page-section";
import { getCareersContent } from "@/content/pages/careers";
import type { Locale } from "@/lib/i18n/locales";

/** What working here offers, each benefit after its icon. */
export function CareersBenefits({ locale }: { locale: Locale }) {
  const { benefits } = getCareersContent(locale);
  return (
    <PageSection id="benefits" title={benefits.title} description={benefits.description}>
      <IconCardGrid
        items={namedCards(benefits.items)}
        columns="sm:grid-cols-2 lg:grid-cols-3"
        layout="inline"
      />
    </PageSection>
  );
}
