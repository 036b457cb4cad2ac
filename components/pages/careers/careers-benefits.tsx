import { IconCard } from "@/components/pages/icon-card";
import { PageSection } from "@/components/pages/page-section";
import { accentAt } from "@/components/pages/tones";
import { getCareersContent } from "@/content/pages/careers";

/** What working here offers, each benefit after its icon. */
export function CareersBenefits() {
  const { benefits } = getCareersContent();
  return (
    <PageSection id="benefits" title={benefits.title} description={benefits.description}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.items.map((benefit, index) => (
          <li key={benefit.name}>
            <IconCard
              icon={benefit.icon}
              tone={accentAt(index)}
              title={benefit.name}
              text={benefit.description}
              layout="inline"
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
