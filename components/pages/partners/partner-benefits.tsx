import { IconCardGrid, namedCards } from "@/components/blocks/parts/icon-card-grid";
import { PageSection } from "@/components/blocks/parts/page-section";
import { QuoteCard } from "@/components/blocks/parts/quote-card";
import { partnersContentIn } from "@/content/pages/partners";
import type { Locale } from "@/lib/i18n/locales";

/** What partners get, beside a partner's own words. */
export function PartnerBenefits({ locale }: { locale: Locale }) {
  const { benefits, testimonial } = partnersContentIn(locale);
  return (
    <PageSection
      id="partner-benefits"
      tone="muted"
      title={benefits.title}
      description={benefits.description}
    >
      <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
        <IconCardGrid items={namedCards(benefits.items)} columns="sm:grid-cols-2" size="sm" />
        <QuoteCard
          kind="testimonial"
          text={testimonial.quote}
          name={testimonial.name}
          detail={`${testimonial.role}, ${testimonial.company}`}
        />
      </div>
    </PageSection>
  );
}
