import { IconCard } from "@/components/pages/icon-card";
import { PageSection } from "@/components/pages/page-section";
import { QuoteCard } from "@/components/pages/quote-card";
import { accentAt } from "@/components/pages/tones";
import { partnersContent } from "@/content/pages/partners";

/** What partners get, beside a partner's own words. */
export function PartnerBenefits() {
  const { benefits, testimonial } = partnersContent;
  return (
    <PageSection
      id="partner-benefits"
      tone="muted"
      title={benefits.title}
      description={benefits.description}
    >
      <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
        <ul className="grid gap-6 sm:grid-cols-2">
          {benefits.items.map((benefit, index) => (
            <li key={benefit.name}>
              <IconCard
                icon={benefit.icon}
                tone={accentAt(index + 1)}
                title={benefit.name}
                text={benefit.description}
                size="sm"
              />
            </li>
          ))}
        </ul>
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
