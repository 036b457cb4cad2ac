import { IconCard } from "@/components/pages/icon-card";
import { PageSection } from "@/components/pages/page-section";
import { accentAt } from "@/components/pages/tones";
import { partnersContent } from "@/content/pages/partners";

/** The ways to partner, each with the companies already in it. */
export function PartnerPrograms() {
  const { categories } = partnersContent;
  return (
    <PageSection id="programs" title={categories.title} description={categories.description}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {categories.items.map((category, index) => (
          <li key={category.name}>
            <IconCard
              icon={category.icon}
              tone={accentAt(index)}
              title={category.name}
              text={category.description}
            >
              <ul
                aria-label={`${category.name} include`}
                className="mt-6 flex flex-wrap gap-2 border-t border-line pt-6"
              >
                {category.partners.map((partner) => (
                  <li
                    key={partner}
                    className="rounded-lg border border-line bg-surface-muted px-3 py-1.5 text-sm font-semibold text-ink"
                  >
                    {partner}
                  </li>
                ))}
              </ul>
            </IconCard>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
